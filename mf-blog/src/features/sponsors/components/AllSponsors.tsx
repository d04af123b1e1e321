import { EmptyState, ErrorState, formatNumber, Link, Pagination } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ResultRegion } from '../../../components/ResultRegion.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { blogPaths } from '../../../lib/paths.ts';
import { sponsorListQuery } from '../api/sponsor-queries.ts';
import { SponsorGrid, SponsorGridSkeleton } from './SponsorGrid.tsx';

function SponsorPage({ page }: { page: number }) {
  const query = useQuery(sponsorListQuery(page));
  if (query.isPending) return <SponsorGridSkeleton count={6} />;
  if (query.isError) {
    return (
      <ErrorState
        headingLevel={3}
        message="فهرست حامیان بارگذاری نشد."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data: sponsors, meta } = query.data;
  if (sponsors.length === 0) {
    return page > 1 && meta.total > 0 ? (
      <EmptyState
        headingLevel={3}
        title="این صفحه خالی است"
        action={<Link to={blogPaths.sponsors()}>رفتن به صفحهٔ اول</Link>}
      />
    ) : (
      <EmptyState headingLevel={3} title="هنوز حامی‌ای ثبت نشده است" />
    );
  }
  return (
    <ResultRegion aria-busy={query.isFetching} $stale={query.isPlaceholderData}>
      <SponsorGrid sponsors={sponsors} />
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        hrefFor={(target) => blogPaths.sponsors(target)}
      />
      {meta.last_page > 1 && (
        <span className="visually-hidden" role="status">
          صفحهٔ {formatNumber(meta.current_page)} از {formatNumber(meta.last_page)}
        </span>
      )}
    </ResultRegion>
  );
}

/** Every sponsor, highest level first, a page at a time (`?page=` in the address). */
export function AllSponsors({ page }: { page: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>همهٔ حامیان</SectionHeading>
      <SponsorPage page={page} />
    </section>
  );
}
