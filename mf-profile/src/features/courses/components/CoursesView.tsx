import { profileCoursesQuery, useSession } from '@shared/api-client';
import { EmptyState, Link, CardGrid, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { CourseProgressCard } from './CourseProgressCard.tsx';

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
          <CourseProgressCard course={course} />
        </li>
      ))}
    </CardGrid>
  );
}
