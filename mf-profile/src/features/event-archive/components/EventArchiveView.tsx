import { EmptyState, Link } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../../api/profile-queries.ts';
import { RowList } from '../../../components/ListSurface.tsx';
import { PageFailed, PageLoading } from '../../../components/PageStates.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useOwnReportCard } from '../../report-card/hooks/use-report-cards.ts';
import { quizHistory } from '../../test-archive/utils/quiz-history.ts';
import { activityTimeline } from '../utils/activity-timeline.ts';
import { EventRow } from './EventRow.tsx';

/** The student's learning events, newest first: quizzes taken and courses studied. */
export function EventArchiveView() {
  const session = useSession();
  const courses = useQuery({ ...profileQueries.courses(), enabled: session === 'in' });
  const { query: card, waiting } = useOwnReportCard();
  if (waiting || courses.isPending) return <PageLoading label="در حال بارگذاری رویدادهای شما…" />;
  if (courses.isError || card.isError || !card.data) {
    const retry = () => {
      if (courses.isError) void courses.refetch();
      if (card.isError) void card.refetch();
    };
    return <PageFailed what="رویدادهای شما" onRetry={retry} retrying={courses.isFetching || card.isFetching} />;
  }
  const events = activityTimeline(courses.data.data, quizHistory(card.data.data));
  if (events.length === 0) {
    return (
      <EmptyState
        title="هنوز رویدادی ثبت نشده است"
        text="با دیدن نخستین درس یا دادن نخستین آزمون، رویدادهای شما این‌جا می‌آیند."
        action={<Link to={profilePaths.catalogue}>دیدن دوره‌ها</Link>}
      />
    );
  }
  return (
    <RowList aria-label="رویدادها">
      {events.map((event) => (
        <li key={`${event.kind}-${event.courseSlug}-${event.at}`}>
          <EventRow event={event} />
        </li>
      ))}
    </RowList>
  );
}
