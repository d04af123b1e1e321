import { type SeedCourse } from './courses.ts';
import { findBranch, findGrade } from './education.ts';
import { findTeacher } from './teachers.ts';

const CHARACTER_VARIANTS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ؤ: 'و',
};

/**
 * Folds the ways people type the same Persian words into one form: Arabic ي/ك
 * and Persian ی/ک, hamza and madda forms, Persian and Arabic digits, diacritics,
 * the zero-width non-joiner and repeated spaces; Latin letters lower-cased.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[يىئكةۀأإآؤ]/g, (char) => CHARACTER_VARIANTS[char] ?? char)
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u200c\u200f\u200e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * True when every word of the query appears in one of the texts, so
 * «ریاضی هفتم» and «هفتم رياضي» both find «ریاضی هفتم». An empty query
 * matches everything.
 */
export function matchesSearch(query: string | undefined, texts: string[]): boolean {
  const words = normalizeSearchText(query ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The texts a course is found by: title, subject, grade (name and number), branch and teacher. */
function searchableTexts(course: SeedCourse): string[] {
  const grade = findGrade(course.grade_slug);
  const gradeNumber = /\d+$/.exec(course.grade_slug)?.[0] ?? '';
  return [
    course.title,
    course.subject,
    grade?.name ?? '',
    `پایه ${gradeNumber}`,
    course.branch_slug ? (findBranch(course.branch_slug)?.name ?? '') : '',
    findTeacher(course.teacher_id)?.name ?? '',
  ];
}

/** Filters of the course list (spec section 7: grade, branch, search, teacher). */
export interface CourseFilters {
  /** Grade slug. */
  grade?: string;
  /** Branch slug. */
  branch?: string;
  search?: string;
  /** Teacher id. */
  teacher?: number;
  /** Subjects of a footer category (our addition to the contract's filters). */
  subjects?: readonly string[];
}

/** The courses that pass every given filter, in catalogue order. */
export function filterCourses(courses: SeedCourse[], filters: CourseFilters): SeedCourse[] {
  return courses.filter(
    (course) =>
      (!filters.grade || course.grade_slug === filters.grade) &&
      (!filters.branch || course.branch_slug === filters.branch) &&
      (filters.teacher === undefined || course.teacher_id === filters.teacher) &&
      (!filters.subjects || filters.subjects.includes(course.subject)) &&
      matchesSearch(filters.search, searchableTexts(course)),
  );
}

/** One page of a list and the contract's pagination meta. */
export function paginate<T>(items: T[], page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: items.length },
  };
}
