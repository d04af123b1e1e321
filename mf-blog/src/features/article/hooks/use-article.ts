import { blogPostQuery, NotFoundError } from '@shared/api-client';
import { isNotFoundError, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';

/** Whether the client refused the call because the post parameter was blank (spec section 5). */
function isMissingParameter(error: unknown): boolean {
  return error instanceof Error && error.name === 'RequiredParameterError';
}

/**
 * The article of a slug, titling the page with it. An unknown article (the
 * API's 404) and an address without a usable slug (the client's
 * required-parameter error) both end on the shell's not-found page.
 */
export function useArticle(slug: string) {
  const query = useQuery(blogPostQuery(slug));
  usePageTitle(query.data?.data.title);
  if (query.error && isNotFoundError(query.error)) throw query.error;
  if (query.error && isMissingParameter(query.error)) throw new NotFoundError();
  return query;
}
