import { NotFoundError } from '@shared/api-client';
import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '../../../api/course-queries.ts';
import type { CatalogueRoute } from './catalogue-route.ts';

/** The names of the grade and branch a list is filtered by. */
export interface CatalogueNames {
  grade?: string;
  branch?: string;
  /** Still loading the names the title needs. */
  pending: boolean;
}

/**
 * Looks up the grade and branch of the address by slug. An unknown one is
 * the not-found page (thrown to the shell's area boundary).
 */
export function useCatalogueNames(route: CatalogueRoute): CatalogueNames {
  const grades = useQuery({ ...courseQueries.grades(), enabled: Boolean(route.grade) });
  const branches = useQuery({ ...courseQueries.branches(), enabled: Boolean(route.branch) });
  const grade = route.grade ? grades.data?.data.find((item) => item.slug === route.grade) : undefined;
  const branch = route.branch ? branches.data?.data.find((item) => item.slug === route.branch) : undefined;
  if ((route.grade && grades.data && !grade) || (route.branch && branches.data && !branch)) throw new NotFoundError();
  return {
    grade: grade?.name,
    branch: branch?.name,
    pending: (Boolean(route.grade) && grades.isPending) || (Boolean(route.branch) && branches.isPending),
  };
}

/** The list's title: «دوره‌ها», «دوره‌های پایهٔ هفتم», «دوره‌های رشتهٔ ریاضی و فیزیک» or both. */
export function catalogueTitle(names: CatalogueNames): string {
  const parts = [names.grade && `پایهٔ ${names.grade}`, names.branch && `رشتهٔ ${names.branch}`].filter(Boolean);
  return parts.length ? `دوره‌های ${parts.join('، ')}` : 'دوره‌ها';
}
