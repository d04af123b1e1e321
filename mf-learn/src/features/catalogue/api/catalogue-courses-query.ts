import { courseListQuery } from '../../../api/course-queries.ts';
import type { CatalogueRoute } from '../hooks/catalogue-route.ts';

/**
 * The page of courses a course list shows for its address: one place for the
 * list (CatalogueView) and the site server (src/routes.ts), so both ask for
 * the same key and the server-rendered page finds its data in the cache.
 */
export function catalogueCoursesQuery(route: CatalogueRoute) {
  return courseListQuery({
    grade: route.grade,
    branch: route.branch,
    search: route.search || undefined,
    teacher: route.teacher,
    category: route.category,
    page: route.page,
  });
}
