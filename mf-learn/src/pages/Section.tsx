import { courseDetailsQuery, sectionIndexQuery } from '@shared/api-client';
import { Breadcrumb, isNotFoundError, PageFailed, PageLoading, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@shared/router';
import { AreaSection } from '../components/AreaSection.tsx';
import { LEARN_CRUMBS } from '../lib/crumbs.ts';
import { MasteryPanel } from '../features/mastery/components/MasteryPanel.tsx';
import { CourseOutlineSlots } from '../features/outline/components/CourseOutlineSlots.tsx';
import { SectionView } from '../features/section/components/SectionView.tsx';
import { useWatched } from '../hooks/use-watched.ts';
import { chapterLabel } from '../lib/format.ts';
import { learnPaths } from '../lib/paths.ts';

/** A chapter of a course (/course/sections/:slug, course layout) with the course's chapter list beside it. */
export default function Section() {
  const { slug = '' } = useParams();
  const query = useQuery(sectionIndexQuery(slug));
  const section = query.data?.data;
  // The chapter list needs the whole outline, which only the course answer has.
  const course = useQuery({ ...courseDetailsQuery(section?.course.slug ?? ''), enabled: Boolean(section) });
  const watched = useWatched(section?.course.id);
  usePageTitle(section ? `${section.title} | ${section.course.title}` : undefined);

  if (query.error && isNotFoundError(query.error)) throw query.error;
  if (query.isPending) {
    return (
      <AreaSection page="Section">
        <PageLoading label="در حال بارگذاری فصل…" />
      </AreaSection>
    );
  }
  if (!section) {
    return (
      <AreaSection page="Section">
        <PageFailed what="فصل" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </AreaSection>
    );
  }

  return (
    <AreaSection page="Section">
      {course.data && (
        <CourseOutlineSlots course={course.data.data} watched={watched} currentSectionSlug={section.slug} />
      )}
      <SectionView
        section={section}
        watched={watched}
        breadcrumb={
          <Breadcrumb
            items={[
              ...LEARN_CRUMBS,
              { label: section.course.title, to: learnPaths.course(section.course.slug) },
              { label: chapterLabel(section.order) },
            ]}
          />
        }
      />
      <MasteryPanel courseSlug={section.course.slug} />
    </AreaSection>
  );
}
