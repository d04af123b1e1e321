import type { BlogPostListResponse } from '@shared/api-client';
import {
  EmptyState,
  Link,
  ListCount,
  Pagination,
  PastLastPage,
  QueryState,
  toPersianDigits,
  UserText,
  CHECK_CONNECTION,
  ResultRegion,
} from '@shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArticleGrid, ArticleGridLoading } from '../../../components/ArticleGrid.tsx';
import { blogPaths } from '../../../lib/paths.ts';
import type { PostListRoute } from '../hooks/list-route.ts';

/** The address of another page of the same list. */
function pageHref(route: PostListRoute, page: number): string {
  switch (route.kind) {
    case 'featured':
      return blogPaths.featured(page);
    case 'latest':
      return blogPaths.latest(page);
    case 'search':
      return blogPaths.search(route.search, page);
    case 'category':
      return blogPaths.category(route.slug, page);
    case 'tag':
      return blogPaths.tag(route.slug, page);
  }
}

function NothingFound({ route, total }: { route: PostListRoute; total: number }) {
  if (route.page > 1 && total > 0) return <PastLastPage firstPage={pageHref(route, 1)} />;
  if (route.kind === 'search') {
    return (
      <EmptyState
        title={
          <>
            مقاله‌ای برای «<UserText text={toPersianDigits(route.search)} />» پیدا نشد
          </>
        }
        text="املای واژه‌ها را بررسی کنید یا عبارت کوتاه‌تر و کلی‌تری بنویسید."
        action={<Link to={blogPaths.home}>دیدن همهٔ مقاله‌ها</Link>}
      />
    );
  }
  return (
    <EmptyState
      title="هنوز مقاله‌ای اینجا نیست"
      text="به‌زودی نوشته‌های تازه‌ای اضافه می‌شود."
      action={<Link to={blogPaths.latest()}>تازه‌ترین مقاله‌ها</Link>}
    />
  );
}

/** Props of {@link PostPage}. */
interface PostPageProps {
  route: PostListRoute;
  list: BlogPostListResponse;
  fetching: boolean;
  stale: boolean;
}

/** A loaded page of the list: nothing found, or its cards with the count and the pages. */
function PostPage({ route, list, fetching, stale }: PostPageProps) {
  const { data: posts, meta } = list;
  if (posts.length === 0) return <NothingFound route={route} total={meta.total} />;
  return (
    <ResultRegion aria-busy={fetching} $stale={stale}>
      <ListCount total={meta.total} noun="مقاله" page={meta.current_page} pageCount={meta.last_page} />
      <ArticleGrid posts={posts} eagerCount={2} />
      <Pagination page={meta.current_page} pageCount={meta.last_page} hrefFor={(page) => pageHref(route, page)} />
    </ResultRegion>
  );
}

/** Props of {@link PostResults}. */
export interface PostResultsProps {
  route: PostListRoute;
  query: UseQueryResult<BlogPostListResponse>;
}

/** A list's posts in every state: waiting for words, loading, failed, empty, or a page of cards. */
export function PostResults({ route, query }: PostResultsProps) {
  if (route.kind === 'search' && route.search === '') {
    return (
      <EmptyState title="دنبال چه مطلبی هستید؟" text="واژه‌ای از عنوان یا متن مقاله را در کادر جست‌وجو بنویسید." />
    );
  }
  return (
    <QueryState
      query={query}
      pending={<ArticleGridLoading />}
      failure={{ message: `فهرست مقاله‌ها بارگذاری نشد. ${CHECK_CONNECTION}` }}
    >
      {(list) => <PostPage route={route} list={list} fetching={query.isFetching} stale={query.isPlaceholderData} />}
    </QueryState>
  );
}
