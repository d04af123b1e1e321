import { learnPaths, withQuery } from '../../../lib/paths.ts';
import { positiveInteger } from '../../../lib/positive-integer.ts';

/** What a course list shows, read from its address (the list's state lives in the URL). */
export interface CatalogueRoute {
  /** Where the unfiltered list lives: /learn or /courses. */
  base: string;
  grade?: string;
  branch?: string;
  /** Trimmed search text; '' for none. */
  search: string;
  /** Teacher id. */
  teacher?: number;
  /** A subject category's slug (the footer's links). */
  category?: string;
  /** From 1. */
  page: number;
}

/**
 * Reads the list's state: grade or branch from the path (the other one may
 * come in the query), category, search, teacher and page from the query.
 */
export function parseCatalogueRoute(
  pathname: string,
  params: { grade?: string; branch?: string },
  query: URLSearchParams,
): CatalogueRoute {
  const grade = params.grade ?? (query.get('grade')?.trim() || undefined);
  const branch = params.branch ?? (query.get('branch')?.trim() || undefined);
  return {
    base: pathname.startsWith('/courses') ? '/courses' : learnPaths.catalogue,
    grade,
    branch,
    search: query.get('search')?.trim() ?? '',
    teacher: positiveInteger(query.get('teacher')),
    category: query.get('category')?.trim() || undefined,
    page: positiveInteger(query.get('page')) ?? 1,
  };
}

/**
 * The address of the list with some of its state changed. Changing a filter
 * goes back to page 1 unless a page is given. The grade, when there is
 * one, is the path; a branch alone is the path too.
 */
export function catalogueHref(route: CatalogueRoute, changes: Partial<Omit<CatalogueRoute, 'base'>>): string {
  const next = { ...route, page: 1, ...changes };
  const query = { category: next.category, search: next.search, teacher: next.teacher, page: next.page };
  if (next.grade) return withQuery(learnPaths.grade(next.grade), { branch: next.branch, ...query });
  if (next.branch) return withQuery(learnPaths.branch(next.branch), query);
  return withQuery(route.base, query);
}

/** Whether the list is filtered at all. */
export function isFiltered(route: CatalogueRoute): boolean {
  return Boolean(route.grade || route.branch || route.category || route.search || route.teacher);
}
