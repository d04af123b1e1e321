import { educationGradesQuery, NotFoundError, type CourseListResponse } from '@shared/api-client';
import {
  EmptyState,
  formatNumber,
  Link,
  MetaList,
  Pagination,
  QueryState,
  usePageTitle,
  PageHeader,
  ResultRegion,
} from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@shared/router';
import { courseListQuery } from '../../../api/course-queries.ts';
import { CourseGrid, CourseGridSkeleton } from '../../../components/CourseGrid.tsx';
import { learnPaths, withQuery } from '../../../lib/paths.ts';
import { positiveInteger } from '../../../lib/positive-integer.ts';

/** Props of {@link GradeCoursePage}. */
interface GradeCoursePageProps {
  slug: string;
  list: CourseListResponse;
  fetching: boolean;
  stale: boolean;
}

/** A loaded page of the grade's courses: none yet, or the cards and the pages. */
function GradeCoursePage({ slug, list, fetching, stale }: GradeCoursePageProps) {
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="هنوز دوره‌ای برای این پایه نیست"
        text="به‌زودی دوره‌های این پایه اضافه می‌شود."
        action={<Link to={learnPaths.grades}>دیدن پایه‌های دیگر</Link>}
      />
    );
  }
  return (
    <ResultRegion $gap={4} aria-busy={fetching} $stale={stale}>
      <CourseGrid courses={list.data} headingLevel={2} eagerCount={2} />
      <Pagination
        page={list.meta.current_page}
        pageCount={list.meta.last_page}
        hrefFor={(target) => withQuery(learnPaths.educationGrade(slug), { page: target })}
      />
    </ResultRegion>
  );
}

/** One grade (/education-grade/:slug): its name, stage and courses a page at a time (?page=). */
export function GradeCourses({ slug }: { slug: string }) {
  const [query] = useSearchParams();
  const page = positiveInteger(query.get('page')) ?? 1;
  const grades = useQuery(educationGradesQuery());
  const courses = useQuery(courseListQuery({ grade: slug, page }));
  const grade = grades.data?.data.find((item) => item.slug === slug);
  if (grades.data && !grade) throw new NotFoundError();
  usePageTitle(grade ? `پایهٔ ${grade.name}` : undefined);

  return (
    <>
      <PageHeader
        size="medium"
        title={grade ? `پایهٔ ${grade.name}` : 'پایهٔ تحصیلی'}
        description={
          grade && (
            <MetaList>
              {grade.stage}
              {`${formatNumber(grade.courses_count)} دوره`}
              <Link to={learnPaths.grade(grade.slug)}>جست‌وجو و فیلتر در دوره‌های این پایه</Link>
            </MetaList>
          )
        }
      />
      <QueryState
        query={courses}
        pending={
          <div aria-busy="true">
            <span className="visually-hidden" role="status">
              در حال بارگذاری دوره‌ها…
            </span>
            <CourseGridSkeleton />
          </div>
        }
        failure={{ message: 'دوره‌های این پایه بارگذاری نشد.' }}
      >
        {(list) => (
          <GradeCoursePage slug={slug} list={list} fetching={courses.isFetching} stale={courses.isPlaceholderData} />
        )}
      </QueryState>
    </>
  );
}
