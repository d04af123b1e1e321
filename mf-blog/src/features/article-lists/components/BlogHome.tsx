import { blogIndexQuery, type BlogIndexResponse } from '@shared/api-client';
import { EmptyState, PageHeader, QueryState, CHECK_CONNECTION } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArticleGrid, ArticleGridLoading } from '../../../components/ArticleGrid.tsx';
import { CategoryChips } from '../../../components/CategoryChips.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { blogPaths } from '../../../lib/paths.ts';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

/** The landing page's posts once loaded: the categories, the featured posts and the latest ones. */
function HomeSections({ index }: { index: BlogIndexResponse }) {
  const featuredId = useId();
  const latestId = useId();
  const { featured_posts: featured, latest_posts: latest, categories } = index.data;
  if (featured.length === 0 && latest.length === 0) {
    return <EmptyState title="هنوز مقاله‌ای منتشر نشده است" text="به‌زودی نخستین نوشته‌ها را اینجا می‌بینید." />;
  }
  return (
    <Sections>
      {categories.length > 0 && <CategoryChips categories={categories} label="دسته‌بندی مقاله‌ها" />}
      {featured.length > 0 && (
        <section aria-labelledby={featuredId}>
          <SectionHeading id={featuredId} more={{ to: blogPaths.featured(), label: 'همهٔ برگزیده‌ها' }}>
            برگزیده‌ها
          </SectionHeading>
          <ArticleGrid posts={featured} eagerCount={2} />
        </section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby={latestId}>
          <SectionHeading id={latestId} more={{ to: blogPaths.latest(), label: 'همهٔ تازه‌ها' }}>
            تازه‌ترین مقاله‌ها
          </SectionHeading>
          <ArticleGrid posts={latest} />
        </section>
      )}
    </Sections>
  );
}

function HomeContent() {
  const query = useQuery(blogIndexQuery());
  return (
    <QueryState
      query={query}
      pending={<ArticleGridLoading />}
      failure={{ message: `مقاله‌ها بارگذاری نشد. ${CHECK_CONNECTION}` }}
    >
      {(index) => <HomeSections index={index} />}
    </QueryState>
  );
}

/** The blog's landing page (/articles): featured posts, the latest ones and the categories. */
export function BlogHome({ toolbar }: { toolbar?: ReactNode }) {
  return (
    <>
      <PageHeader title="مقاله‌ها" description="نوشته‌های آموزشی، مشاوره و مهارت‌های درس خواندن برای دانش‌آموزان.">
        {toolbar}
      </PageHeader>
      <HomeContent />
    </>
  );
}
