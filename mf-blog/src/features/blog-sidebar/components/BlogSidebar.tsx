import { blogSidebarQuery } from '@shared/api-client';
import { Button, Skeleton, SkeletonText } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CategoryList } from './CategoryList.tsx';
import { PopularPosts } from './PopularPosts.tsx';
import { Panel } from './sidebar-parts.ts';
import { TagCloud } from './TagCloud.tsx';

function SidebarSkeleton() {
  return (
    <>
      {[5, 6, 3].map((lines, index) => (
        <Panel key={index} aria-hidden="true">
          <Skeleton variant="text" width="40%" height="1.25rem" />
          <SkeletonText lines={lines} />
        </Panel>
      ))}
    </>
  );
}

/**
 * The blog sidebar: the most-read posts, the categories and the tag cloud.
 * It is secondary, so a failure is a short note with a retry, never a
 * page-sized error.
 */
export function BlogSidebar() {
  const query = useQuery(blogSidebarQuery());
  if (query.isPending) return <SidebarSkeleton />;
  if (query.isError) {
    return (
      <Panel role="alert">
        <p>فهرست‌های کناری بارگذاری نشد.</p>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          تلاش دوباره
        </Button>
      </Panel>
    );
  }
  const { popular_posts: popular, categories, tags } = query.data.data;
  return (
    <>
      {popular.length > 0 && <PopularPosts posts={popular} />}
      {categories.length > 0 && <CategoryList categories={categories} />}
      {tags.length > 0 && <TagCloud tags={tags} />}
    </>
  );
}
