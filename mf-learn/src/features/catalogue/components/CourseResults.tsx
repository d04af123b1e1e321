import type { CourseListResponse } from '@shared/api-client';
import {
  EmptyState,
  Link,
  ListCount,
  Pagination,
  PastLastPage,
  QueryState,
  UserText,
  CHECK_CONNECTION,
  ResultRegion,
} from '@shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { CourseGrid, CourseGridSkeleton } from '../../../components/CourseGrid.tsx';
import { catalogueHref, isFiltered, type CatalogueRoute } from '../hooks/catalogue-route.ts';

function NothingFound({ route, total }: { route: CatalogueRoute; total: number }) {
  if (route.page > 1 && total > 0) return <PastLastPage firstPage={catalogueHref(route, { page: 1 })} />;
  if (route.search) {
    return (
      <EmptyState
        title={
          <>
            دوره‌ای برای «<UserText text={route.search} />» پیدا نشد
          </>
        }
        text="املای واژه‌ها را بررسی کنید، عبارت کوتاه‌تری بنویسید یا فیلترها را بردارید."
        action={<Link to={catalogueHref(route, { search: '' })}>جست‌وجو را پاک کن</Link>}
      />
    );
  }
  // A teacher who does not teach in the chosen grade or branch: dropping the teacher keeps the rest.
  const action =
    route.teacher !== undefined && (route.grade || route.branch) ? (
      <Link to={catalogueHref(route, { teacher: undefined })}>برداشتن فیلتر مدرس</Link>
    ) : isFiltered(route) ? (
      <Link to={route.base}>دیدن همهٔ دوره‌ها</Link>
    ) : undefined;
  return (
    <EmptyState title="دوره‌ای با این فیلترها نیست" text="پایه، رشته یا مدرس دیگری را انتخاب کنید." action={action} />
  );
}

/** Props of {@link CoursePage}. */
interface CoursePageProps {
  route: CatalogueRoute;
  list: CourseListResponse;
  fetching: boolean;
  stale: boolean;
}

/** A loaded page of courses: nothing found, or its cards with the count and the pages. */
function CoursePage({ route, list, fetching, stale }: CoursePageProps) {
  const { data: courses, meta } = list;
  if (courses.length === 0) return <NothingFound route={route} total={meta.total} />;
  return (
    <ResultRegion $gap={4} aria-busy={fetching} $stale={stale}>
      <ListCount total={meta.total} noun="دوره" page={meta.current_page} pageCount={meta.last_page} />
      <CourseGrid courses={courses} headingLevel={2} eagerCount={2} />
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        hrefFor={(page) => catalogueHref(route, { page })}
      />
    </ResultRegion>
  );
}

/** Props of {@link CourseResults}. */
export interface CourseResultsProps {
  route: CatalogueRoute;
  query: UseQueryResult<CourseListResponse>;
}

/** A page of courses in every state: loading, failed, empty, or cards with pagination. */
export function CourseResults({ route, query }: CourseResultsProps) {
  return (
    <QueryState
      query={query}
      pending={
        <ResultRegion $gap={4} aria-busy="true">
          <span className="visually-hidden" role="status">
            در حال بارگذاری دوره‌ها…
          </span>
          <CourseGridSkeleton count={6} />
        </ResultRegion>
      }
      failure={{ message: `فهرست دوره‌ها بارگذاری نشد. ${CHECK_CONNECTION}` }}
    >
      {(list) => <CoursePage route={route} list={list} fetching={query.isFetching} stale={query.isPlaceholderData} />}
    </QueryState>
  );
}
