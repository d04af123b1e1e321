/**
 * The subject categories of the footer (spec section 9 calls them vendor
 * categories). Each names the catalogue subjects it holds, so a category
 * link lists exactly its courses (`GET /front/course/get-courses?category=`);
 * a category whose subjects have no course yet lists none, and says so.
 */
export interface CourseCategory {
  name: string;
  slug: string;
  /** Values of `SeedCourse.subject` in this category. */
  subjects: readonly string[];
}

export const COURSE_CATEGORIES: readonly CourseCategory[] = [
  { name: 'ریاضی', slug: 'math', subjects: ['ریاضی'] },
  { name: 'فیزیک', slug: 'physics', subjects: ['فیزیک'] },
  { name: 'شیمی', slug: 'chemistry', subjects: ['شیمی'] },
  { name: 'زیست‌شناسی', slug: 'biology', subjects: ['زیست‌شناسی'] },
  { name: 'ادبیات فارسی', slug: 'persian-literature', subjects: ['ادبیات فارسی', 'فارسی'] },
  { name: 'عربی', slug: 'arabic', subjects: ['عربی'] },
  { name: 'زبان انگلیسی', slug: 'english', subjects: ['زبان انگلیسی'] },
  { name: 'دین و زندگی', slug: 'religion', subjects: ['دین و زندگی'] },
  { name: 'تاریخ', slug: 'history', subjects: ['تاریخ'] },
  { name: 'جغرافیا', slug: 'geography', subjects: ['جغرافیا'] },
  { name: 'علوم تجربی', slug: 'science', subjects: ['علوم'] },
  { name: 'مطالعات اجتماعی', slug: 'social-studies', subjects: ['مطالعات اجتماعی'] },
  { name: 'هندسه', slug: 'geometry', subjects: ['هندسه'] },
  { name: 'حسابان', slug: 'calculus', subjects: ['حسابان'] },
  { name: 'آمار و احتمال', slug: 'statistics', subjects: ['آمار و احتمال'] },
  { name: 'فلسفه و منطق', slug: 'philosophy', subjects: ['فلسفه', 'منطق'] },
  { name: 'برنامه‌نویسی', slug: 'programming', subjects: ['برنامه‌نویسی'] },
  { name: 'کار و فناوری', slug: 'technology', subjects: ['دانش فنی', 'کار و فناوری'] },
  { name: 'آمادگی آزمون', slug: 'exam-prep', subjects: ['آمادگی'] },
  { name: 'هنر', slug: 'art', subjects: ['هنر'] },
  { name: 'تفکر و سبک زندگی', slug: 'life-skills', subjects: ['تفکر و سبک زندگی'] },
  { name: 'نگارش', slug: 'writing', subjects: ['نگارش'] },
];

export function findCategory(slug: string): CourseCategory | undefined {
  return COURSE_CATEGORIES.find((category) => category.slug === slug);
}
