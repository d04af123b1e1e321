import { useQuery } from '@tanstack/react-query';
import { dehkhodaStatsQuery } from '@shared/api-client';
import { ErrorState, Link } from '@shared/ui';
import { PageColumn, PageLead, PageTitle } from '../components/page-layout.ts';
import { StatsSkeleton } from '../features/stats/components/StatsSkeleton.tsx';
import { StatsView } from '../features/stats/components/StatsView.tsx';
import { useDehkhodaBreadcrumb } from '../hooks/use-dehkhoda-breadcrumb.ts';
import { SEARCH_PATH } from '../lib/paths.ts';

/** /dehkhoda/stats: the dictionary in figures and pictures. */
export default function Stats() {
  const query = useQuery(dehkhodaStatsQuery());
  useDehkhodaBreadcrumb('آمار لغت‌نامه');
  return (
    <PageColumn data-area="dehkhoda" data-page="Stats">
      <header>
        <PageTitle>آمار لغت‌نامه</PageTitle>
        <PageLead>لغت‌نامه در چند عدد و نمودار.</PageLead>
      </header>
      {query.data ? (
        <StatsView stats={query.data.data} />
      ) : query.isError ? (
        <ErrorState
          title="آمار بارگذاری نشد"
          message="اتصال را بررسی کنید و دوباره تلاش کنید."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <StatsSkeleton />
      )}
      <Link to={SEARCH_PATH}>بازگشت به جست‌وجو</Link>
    </PageColumn>
  );
}
