import type { SponsorListResponse } from '@shared/api-client';
import { EmptyState, formatNumber, Link, Pagination, QueryState, ResultRegion } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { blogPaths } from '../../../lib/paths.ts';
import { sponsorListQuery } from '../api/sponsor-queries.ts';
import { SponsorGrid, SponsorGridSkeleton } from './SponsorGrid.tsx';

/** Props of {@link SponsorPageView}. */
interface SponsorPageViewProps {
  page: number;
  list: SponsorListResponse;
  fetching: boolean;
  stale: boolean;
}

function SponsorPageView({ page, list, fetching, stale }: SponsorPageViewProps) {
  const { data: sponsors, meta } = list;
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
    <ResultRegion aria-busy={fetching} $stale={stale}>
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

function SponsorPage({ page }: { page: number }) {
  const query = useQuery(sponsorListQuery(page));
  return (
    <QueryState
      query={query}
      pending={<SponsorGridSkeleton count={6} />}
      failure={{ headingLevel: 3, message: 'فهرست حامیان بارگذاری نشد.' }}
    >
      {(list) => (
        <SponsorPageView page={page} list={list} fetching={query.isFetching} stale={query.isPlaceholderData} />
      )}
    </QueryState>
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
