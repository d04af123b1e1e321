import { educationBranchesQuery, educationGradesQuery, globalDataQuery, NotFoundError } from '@shared/api-client';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueRoute } from './catalogue-route.ts';

/** The names of the grade, branch and category a list is filtered by. */
export interface CatalogueNames {
  grade?: string;
  branch?: string;
  category?: string;
  /** Still loading the names the title needs. */
  pending: boolean;
}

/**
 * Looks up the grade, branch and category of the address by slug. An
 * unknown one is the not-found page (thrown to the shell's area boundary).
 */
export function useCatalogueNames(route: CatalogueRoute): CatalogueNames {
  const grades = useQuery({ ...educationGradesQuery(), enabled: Boolean(route.grade) });
  const branches = useQuery({ ...educationBranchesQuery(), enabled: Boolean(route.branch) });
  const global = useQuery({ ...globalDataQuery(), enabled: Boolean(route.category) });
  const grade = route.grade ? grades.data?.data.find((item) => item.slug === route.grade) : undefined;
  const branch = route.branch ? branches.data?.data.find((item) => item.slug === route.branch) : undefined;
  const category = route.category
    ? global.data?.vendor_categories.find((item) => item.slug === route.category)
    : undefined;
  if (
    (route.grade && grades.data && !grade) ||
    (route.branch && branches.data && !branch) ||
    (route.category && global.data && !category)
  ) {
    throw new NotFoundError();
  }
  return {
    grade: grade?.name,
    branch: branch?.name,
    category: category?.name,
    pending:
      (Boolean(route.grade) && grades.isPending) ||
      (Boolean(route.branch) && branches.isPending) ||
      (Boolean(route.category) && global.isPending),
  };
}

/** The list's title: «دوره‌ها», «دوره‌های ریاضی»، «دوره‌های پایهٔ هفتم», «دوره‌های رشتهٔ ریاضی و فیزیک» or several. */
export function catalogueTitle(names: CatalogueNames): string {
  const parts = [names.category, names.grade && `پایهٔ ${names.grade}`, names.branch && `رشتهٔ ${names.branch}`].filter(
    Boolean,
  );
  return parts.length ? `دوره‌های ${parts.join('، ')}` : 'دوره‌ها';
}
