import { blogIndexQuery } from '@shared/api-client';
import { EmptyState, ErrorState, PageHeader, CHECK_CONNECTION } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArticleGrid, ArticleGridSkeleton } from '../../../components/ArticleGrid.tsx';
import { CategoryChips } from '../../../components/CategoryChips.tsx';
import { ResultRegion } from '../../../components/ResultRegion.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { blogPaths } from '../../../lib/paths.ts';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

function HomeContent() {
  const query = useQuery(blogIndexQuery());
  const featuredId = useId();
  const latestId = useId();

  if (query.isPending) {
    return (
      <ResultRegion aria-busy="true">
        <span className="visually-hidden" role="status">
          در حال بارگذاری مقاله‌ها…
        </span>
        <ArticleGridSkeleton count={6} />
      </ResultRegion>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={`مقاله‌ها بارگذاری نشد. ${CHECK_CONNECTION}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { featured_posts: featured, latest_posts: latest, categories } = query.data.data;
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
