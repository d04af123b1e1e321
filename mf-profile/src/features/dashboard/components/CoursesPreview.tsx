import { profileCoursesQuery, useSession } from '@shared/api-client';
import { CardGrid, CourseProgressCard, EmptyState, Link, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/** A card's width in the dashboard's grid: four across on a wide screen, two on a tablet. */
const CARD_SIZES = '(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw';

/** How many courses the dashboard shows; the rest are one link away. */
const SHOWN = 3;

/** The courses studied most recently, with their progress. */
export function CoursesPreview() {
  const session = useSession();
  const courses = useQuery({ ...profileCoursesQuery(), enabled: session === 'in' });
  const more = <Link to={profilePaths.courses}>همهٔ دوره‌های من</Link>;
  let body;
  if (session !== 'in' || courses.isPending) body = <PageLoading shape="panel" label="در حال بارگذاری دوره‌های شما…" />;
  else if (courses.isError) {
    body = <PageFailed what="دوره‌های شما" onRetry={() => void courses.refetch()} retrying={courses.isFetching} />;
  } else if (courses.data.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title="هنوز در دوره‌ای شرکت نکرده‌اید"
        action={<Link to={profilePaths.catalogue}>دیدن دوره‌ها</Link>}
      />
    );
  } else {
    body = (
      <CardGrid threeFrom="lg">
        {courses.data.data.slice(0, SHOWN).map((course) => (
          <li key={course.id}>
            <CourseProgressCard
              course={course}
              to={profilePaths.course(course.slug)}
              sizes={CARD_SIZES}
              headingLevel={3}
            />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <DashboardPanel id="dashboard-courses" title="دوره‌های شما" more={more}>
      {body}
    </DashboardPanel>
  );
}
