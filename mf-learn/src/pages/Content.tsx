import { Breadcrumb, isNotFoundError, PageFailed, PageLoading, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@shared/router';
import { courseContentQuery } from '../api/course-queries.ts';
import { AreaSection } from '../components/AreaSection.tsx';
import { LEARN_CRUMBS } from '../lib/crumbs.ts';
import { MasteryPanel } from '../features/mastery/components/MasteryPanel.tsx';
import { CourseOutlineSlots } from '../features/outline/components/CourseOutlineSlots.tsx';
import { ContentView } from '../features/player/components/ContentView.tsx';
import { useWatched } from '../hooks/use-watched.ts';
import { chapterLabel } from '../lib/format.ts';
import { learnPaths } from '../lib/paths.ts';

/**
 * A lesson: /course/content/:lessonSlug/:contentSlug inside its course
 * (course layout, with the chapter list) or /course/content/:slug alone
 * (default layout). Videos resume and save progress for a logged-in student.
 */
export default function Content() {
  const { lessonSlug, contentSlug, slug } = useParams();
  const query = useQuery(courseContentQuery(contentSlug ?? slug ?? '', lessonSlug));
  const content = query.data?.data;
  const watched = useWatched(content?.course.id);
  usePageTitle(content?.title);

  if (query.error && isNotFoundError(query.error)) throw query.error;
  if (query.isPending) {
    return (
      <AreaSection page="Content">
        <PageLoading label="در حال بارگذاری درس…" withPicture />
      </AreaSection>
    );
  }
  if (!content) {
    return (
      <AreaSection page="Content">
        <PageFailed what="درس" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </AreaSection>
    );
  }

  const { course } = content;
  const inCourse = lessonSlug !== undefined;
  const section = course.sections.find((item) => item.id === content.section.id);
  return (
    <AreaSection page="Content">
      <CourseOutlineSlots course={course} watched={watched} currentContentSlug={content.slug} />
      <ContentView
        content={content}
        hrefFor={(next) => (inCourse ? learnPaths.content(course.slug, next) : learnPaths.standaloneContent(next))}
        breadcrumb={
          inCourse ? (
            <Breadcrumb
              items={[
                ...LEARN_CRUMBS,
                { label: course.title, to: learnPaths.course(course.slug) },
                {
                  label: section ? chapterLabel(section.order) : content.section.title,
                  to: learnPaths.section(content.section.slug),
                },
                { label: content.title },
              ]}
            />
          ) : undefined
        }
      >
        <MasteryPanel courseSlug={course.slug} />
      </ContentView>
    </AreaSection>
  );
}
