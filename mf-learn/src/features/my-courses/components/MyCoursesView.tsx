import { profileCoursesQuery, useSession } from '@shared/api-client';
import { CardGrid, CourseProgressCard, EmptyState, ErrorState, Link, LoginPrompt } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CourseGridSkeleton } from '../../../components/CourseGrid.tsx';
import { learnPaths } from '../../../lib/paths.ts';

/** A card's width in this page's grid: three across on a wide screen, two on a tablet, one on a phone. */
const CARD_SIZES = '(min-width: 960px) 30vw, (min-width: 600px) 50vw, 100vw';

/** The student's courses with their progress, most recently studied first. */
export function MyCoursesView() {
  const session = useSession();
  const courses = useQuery({ ...profileCoursesQuery(), enabled: session === 'in' });

  if (session === 'out') return <LoginPrompt>برای دیدن دوره‌هایتان وارد شوید.</LoginPrompt>;
  if (session === 'pending' || courses.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          در حال بارگذاری دوره‌های شما…
        </span>
        <CourseGridSkeleton count={3} />
      </div>
    );
  }
  if (courses.isError) {
    return (
      <ErrorState
        message="دوره‌های شما بارگذاری نشد. دوباره تلاش کنید."
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  if (courses.data.data.length === 0) {
    return (
      <EmptyState
        title="هنوز در دوره‌ای شرکت نکرده‌اید"
        text="دوره‌های پایهٔ خود را پیدا کنید و از همین امروز شروع کنید."
        action={<Link to={learnPaths.catalogue}>دیدن دوره‌ها</Link>}
      />
    );
  }
  return (
    <CardGrid>
      {courses.data.data.map((course) => (
        <li key={course.id}>
          <CourseProgressCard course={course} to={learnPaths.course(course.slug)} sizes={CARD_SIZES} />
        </li>
      ))}
    </CardGrid>
  );
}
