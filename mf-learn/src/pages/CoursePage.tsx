import { courseDetailsQuery } from '@shared/api-client';
import { Breadcrumb, isNotFoundError, PageFailed, useIsMobile, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@shared/router';
import { AreaSection } from '../components/AreaSection.tsx';
import { LEARN_CRUMBS } from '../lib/crumbs.ts';
import { CourseHero } from '../features/course/components/CourseHero.tsx';
import { CourseSkeleton } from '../features/course/components/CourseSkeleton.tsx';
import { CourseSyllabus } from '../features/course/components/CourseSyllabus.tsx';
import { TeacherCard } from '../features/course/components/TeacherCard.tsx';
import { FeedbackSection } from '../features/feedback/components/FeedbackSection.tsx';
import { MasteryPanel } from '../features/mastery/components/MasteryPanel.tsx';
import { CourseOutlineSlots } from '../features/outline/components/CourseOutlineSlots.tsx';
import { useWatched } from '../hooks/use-watched.ts';
import { nextContentToStudy } from '../lib/next-content.ts';

/**
 * A course (/course/:slug in the course layout, /learn/:slug in the default
 * one): details, the student's mastery, the outline, the teacher, ratings
 * and comments. In the course layout the outline is the sidebar (or the
 * bottom bar's chapter list on a phone).
 */
export default function CoursePage() {
  const { slug = '' } = useParams();
  const inCourseLayout = useLocation().pathname.startsWith('/course/');
  const isMobile = useIsMobile();
  const query = useQuery(courseDetailsQuery(slug));
  const course = query.data?.data;
  const watched = useWatched(course?.id);
  usePageTitle(course?.title);

  if (query.error && isNotFoundError(query.error)) throw query.error;
  if (query.isPending) {
    return (
      <AreaSection page="CoursePage">
        <CourseSkeleton />
      </AreaSection>
    );
  }
  if (!course) {
    return (
      <AreaSection page="CoursePage">
        <PageFailed what="دوره" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </AreaSection>
    );
  }

  return (
    <AreaSection page="CoursePage">
      <CourseOutlineSlots course={course} watched={watched} />
      <CourseHero
        course={course}
        next={nextContentToStudy(course.sections, watched)}
        breadcrumb={inCourseLayout ? <Breadcrumb items={[...LEARN_CRUMBS, { label: course.title }]} /> : undefined}
      />
      <MasteryPanel courseSlug={course.slug} />
      {(isMobile || !inCourseLayout) && (
        <CourseSyllabus courseSlug={course.slug} sections={course.sections} watched={watched} />
      )}
      <TeacherCard teacher={course.teacher} />
      <FeedbackSection courseSlug={course.slug} />
    </AreaSection>
  );
}
