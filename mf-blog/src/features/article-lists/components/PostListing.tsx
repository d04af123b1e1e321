import { isNotFoundError, Skeleton, usePageTitle, PageHeader } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { postListQuery } from '../api/post-list-query.ts';
import type { PostListRoute } from '../hooks/list-route.ts';
import { listHeading } from './list-heading.ts';
import { PostResults } from './PostResults.tsx';

/** Props of {@link PostListing}. */
export interface PostListingProps {
  route: PostListRoute;
  /** Controls under the heading (the search form). */
  toolbar?: ReactNode;
}

/**
 * A paged list of posts: featured, latest, a search, a category or a tag.
 * An unknown category or tag is the API's 404, which the shell shows as its
 * not-found page.
 */
export function PostListing({ route, toolbar }: PostListingProps) {
  const query = useQuery(postListQuery(route));
  if (query.error && isNotFoundError(query.error)) throw query.error;
  const heading = listHeading(route, query.data);
  usePageTitle(heading.pageTitle);

  return (
    <>
      <PageHeader
        breadcrumb={heading.breadcrumb}
        title={
          heading.title ??
          (query.isError ? (
            'مقاله‌ها'
          ) : (
            <>
              <span className="visually-hidden">در حال بارگذاری…</span>
              <Skeleton variant="text" width="14rem" height="1.2em" />
            </>
          ))
        }
        description={heading.description}
      >
        {toolbar}
      </PageHeader>
      <PostResults route={route} query={query} />
    </>
  );
}
