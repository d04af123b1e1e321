import type { BlogPostCard } from '@shared/api-client';
import { useId } from 'react';
import { ArticleGrid } from '../../../components/ArticleGrid.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';

/** Posts close to this one, after the article. */
export function RelatedArticles({ posts }: { posts: readonly BlogPostCard[] }) {
  const id = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>مقاله‌های مرتبط</SectionHeading>
      <ArticleGrid posts={posts} />
    </section>
  );
}
