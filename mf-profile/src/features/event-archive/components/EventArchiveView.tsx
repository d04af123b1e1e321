import { profileCoursesQuery, useSession } from '@shared/api-client';
import { EmptyState, Link, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { RowList } from '../../../components/ListSurface.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useQuizHistory } from '../../test-archive/index.ts';
import { activityTimeline } from '../utils/activity-timeline.ts';
import { EventRow } from './EventRow.tsx';

/** The student's learning events, newest first: quizzes taken and courses studied. */
export function EventArchiveView() {
  const session = useSession();
  const courses = useQuery({ ...profileCoursesQuery(), enabled: session === 'in' });
  const quizzes = useQuizHistory();
  if (quizzes.waiting || courses.isPending) return <PageLoading shape="panel" label="در حال بارگذاری رویدادهای شما…" />;
  if (courses.isError || quizzes.failed || !quizzes.history) {
    const retry = () => {
      if (courses.isError) void courses.refetch();
      quizzes.retry();
    };
    return <PageFailed what="رویدادهای شما" onRetry={retry} retrying={courses.isFetching || quizzes.retrying} />;
  }
  const events = activityTimeline(courses.data.data, quizzes.history);
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
        <li key={`${event.kind}-${event.href}-${event.at}`}>
          <EventRow event={event} />
        </li>
      ))}
    </RowList>
  );
}
