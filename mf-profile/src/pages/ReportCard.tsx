import { PageFailed, PageLoading } from '@shared/ui';
import { ProfileSection } from '../components/ProfileSection.tsx';
import { ReportCardView } from '../features/report-card/components/ReportCardView.tsx';
import { useOwnReportCard } from '../features/report-card/hooks/use-report-cards.ts';

/** The student's report card (/profile/report-card): scores per course and per quiz, and a share link. */
export default function ReportCard() {
  const { query, waiting } = useOwnReportCard();
  return (
    <ProfileSection page="ReportCard" title="کارنامه" description="نمرهٔ شما در هر دوره و هر آزمون، از ۲۰.">
      {waiting ? (
        <PageLoading shape="panel" label="در حال بارگذاری کارنامه…" />
      ) : query.isError ? (
        <PageFailed what="کارنامه" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        query.data && <ReportCardView card={query.data.data} own />
      )}
    </ProfileSection>
  );
}
