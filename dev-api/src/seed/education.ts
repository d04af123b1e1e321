import { DEFAULT_GRADES } from './global-data.ts';

/** An education grade (spec section 3: name, slug), with a stable id and order. */
export interface SeedGrade {
  id: number;
  name: string;
  slug: string;
  order: number;
  /** Which school stage the grade belongs to, for grouping in menus. */
  stage: string;
}

/** A branch (field of study) of the upper secondary grades. */
export interface SeedBranch {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Grades in which this branch is taught. */
  grade_slugs: string[];
}

function stageOf(order: number): string {
  if (order === 0) return 'پیش‌دبستان';
  if (order <= 6) return 'دبستان';
  if (order <= 9) return 'متوسطه اول';
  return 'متوسطه دوم';
}

/** The default grades of spec section 3, in school order. */
export const GRADES: SeedGrade[] = DEFAULT_GRADES.map((grade, order) => ({
  id: order + 1,
  name: grade.name,
  slug: grade.slug,
  order,
  stage: stageOf(order),
}));

const UPPER_SECONDARY = ['grade-10', 'grade-11', 'grade-12'];

/** Branches of upper secondary school (grades ten to twelve). */
export const BRANCHES: SeedBranch[] = [
  {
    id: 1,
    name: 'ریاضی و فیزیک',
    slug: 'math-physics',
    description: 'رشته نظری با تکیه بر ریاضیات، فیزیک و شیمی؛ راه ورود به رشته‌های مهندسی و علوم پایه.',
    grade_slugs: UPPER_SECONDARY,
  },
  {
    id: 2,
    name: 'علوم تجربی',
    slug: 'experimental-sciences',
    description: 'رشته نظری با محوریت زیست‌شناسی، شیمی و فیزیک؛ مسیر رشته‌های پزشکی و علوم زیستی.',
    grade_slugs: UPPER_SECONDARY,
  },
  {
    id: 3,
    name: 'علوم انسانی',
    slug: 'humanities',
    description: 'رشته نظری با درس‌هایی چون ادبیات، عربی، تاریخ، جغرافیا، جامعه‌شناسی و فلسفه.',
    grade_slugs: UPPER_SECONDARY,
  },
  {
    id: 4,
    name: 'فنی و حرفه‌ای',
    slug: 'technical-vocational',
    description: 'شاخه مهارتی هنرستان‌ها با آموزش عملی رشته‌هایی چون شبکه و نرم‌افزار رایانه و الکتروتکنیک.',
    grade_slugs: UPPER_SECONDARY,
  },
];

/** The grade with this slug, if any. */
export function findGrade(slug: string): SeedGrade | undefined {
  return GRADES.find((grade) => grade.slug === slug);
}

/** The branch with this slug, if any. */
export function findBranch(slug: string): SeedBranch | undefined {
  return BRANCHES.find((branch) => branch.slug === slug);
}
