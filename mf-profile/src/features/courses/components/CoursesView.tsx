import { profileCoursesQuery, useSession } from '@shared/api-client';
import { CardGrid, CourseProgressCard, EmptyState, Link, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { profilePaths } from '../../../lib/profile-pages.ts';

/** A card's width in the profile's grid (beside its menu): four across on a wide screen, two on a tablet. */
const CARD_SIZES = '(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw';

/** The student's courses with their progress, most recently studied first (the API's order). */
export function CoursesView() {
  const session = useSession();
  const courses = useQuery({ ...profileCoursesQuery(), enabled: session === 'in' });
  if (session !== 'in' || courses.isPending) return <PageLoading shape="panel" label="در حال بارگذاری دوره‌های شما…" />;
  if (courses.isError) {
    return <PageFailed what="دوره‌های شما" onRetry={() => void courses.refetch()} retrying={courses.isFetching} />;
  }
  if (courses.data.data.length === 0) {
    return (
      <EmptyState
        title="هنوز در دوره‌ای شرکت نکرده‌اید"
        text="دوره‌های پایهٔ خود را پیدا کنید و از همین امروز شروع کنید."
        action={<Link to={profilePaths.catalogue}>دیدن دوره‌ها</Link>}
      />
    );
  }
  return (
    <CardGrid threeFrom="lg">
      {courses.data.data.map((course) => (
        <li key={course.id}>
          <CourseProgressCard course={course} to={profilePaths.course(course.slug)} sizes={CARD_SIZES} />
        </li>
      ))}
    </CardGrid>
  );
}
