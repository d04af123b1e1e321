import { NotFoundError, sponsorQuery } from '@shared/api-client';
import { isNotFoundError, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';

/** A sponsor by slug, titling the page; unknown or blank slugs end on the shell's not-found page. */
export function useSponsor(slug: string) {
  const query = useQuery(sponsorQuery(slug));
  usePageTitle(query.data?.data.name);
  if (query.error && isNotFoundError(query.error)) throw query.error;
  if (query.error?.name === 'RequiredParameterError') throw new NotFoundError();
  return query;
}
