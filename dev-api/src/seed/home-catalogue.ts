import { DEFAULT_GRADES } from './global-data.ts';
import { imageStyles } from './media.ts';

/**
 * The few courses and posts the home page and the profile refer to, by the
 * same slugs as the course and blog seeds (`course-N`, `post-N`). Kept here so
 * the home and profile answers do not depend on those larger seeds.
 */

function grade(slug: string) {
  const found = DEFAULT_GRADES.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown grade ${slug}`);
  return found;
}

function course(
  id: number,
  title: string,
  teacherName: string,
  gradeSlug: string,
  price: number,
  rating: number,
  studentsCount: number,
) {
  return {
    id,
    title,
    slug: `course-${id}`,
    image_styles: imageStyles('course', title),
    teacher_name: teacherName,
    grade: grade(gradeSlug),
    price,
    rating,
    students_count: studentsCount,
  };
}

export const CATALOGUE_COURSES = [
  course(1, 'ریاضی نهم؛ فصل اول تا سوم', 'مریم رضایی', 'grade-9', 0, 4.7, 1840),
  course(2, 'علوم تجربی نهم', 'حسین احمدی', 'grade-9', 390000, 4.5, 1215),
  course(3, 'ادبیات فارسی دهم', 'زهرا حسینی', 'grade-10', 350000, 4.6, 960),
  course(4, 'فیزیک یازدهم؛ الکتریسیته', 'رضا موسوی', 'grade-11', 450000, 4.8, 1430),
  course(5, 'شیمی دوازدهم؛ جمع‌بندی کنکور', 'نرگس کاظمی', 'grade-12', 520000, 4.9, 2104),
  course(6, 'زبان انگلیسی هفتم', 'لیلا نوری', 'grade-7', 0, 4.4, 2380),
  course(7, 'عربی هشتم', 'محمد جعفری', 'grade-8', 290000, 4.3, 705),
  course(8, 'حسابان دوازدهم', 'امیر صادقی', 'grade-12', 480000, 4.7, 1322),
];

export type CatalogueCourse = (typeof CATALOGUE_COURSES)[number];

function post(id: number, title: string, excerpt: string, publishedAt: string) {
  return {
    id,
    title,
    slug: `post-${id}`,
    picture_styles: imageStyles('post', title),
    excerpt,
    published_at: publishedAt,
  };
}

export const CATALOGUE_POSTS = [
  post(
    1,
    'ده روش برای تمرکز بیشتر هنگام درس خواندن',
    'از خاموش کردن اعلان‌های گوشی تا تقسیم درس به بخش‌های کوتاه؛ راه‌هایی ساده که تمرکز را چند برابر می‌کنند.',
    '2024-11-18T08:00:00Z',
  ),
  post(
    2,
    'چگونه برای امتحانات نوبت اول برنامه‌ریزی کنیم؟',
    'یک برنامهٔ چهار هفته‌ای برای مرور درس‌ها، حل نمونه‌سؤال و استراحت کافی پیش از امتحان‌ها.',
    '2024-11-14T08:00:00Z',
  ),
  post(
    3,
    'راهنمای انتخاب رشته پس از پایهٔ نهم',
    'رشته‌های ریاضی، تجربی، انسانی و هنرستان چه تفاوتی دارند و چطور بر پایهٔ علاقه و توانایی انتخاب کنیم؟',
    '2024-11-10T08:00:00Z',
  ),
  post(
    4,
    'خواب کافی و یادگیری؛ آنچه پژوهش‌ها می‌گویند',
    'مغز در خواب آموخته‌های روز را تثبیت می‌کند؛ چرا شب‌بیداری پیش از امتحان نتیجهٔ عکس دارد.',
    '2024-11-06T08:00:00Z',
  ),
  post(
    5,
    'تکنیک پومودورو برای دانش‌آموزان',
    'بیست‌وپنج دقیقه مطالعه و پنج دقیقه استراحت؛ روشی ساده برای مبارزه با اهمال‌کاری.',
    '2024-11-02T08:00:00Z',
  ),
  post(
    6,
    'چطور از آزمون‌های آزمایشی بیشترین بهره را ببریم؟',
    'تحلیل پاسخ‌های نادرست مهم‌تر از خود نمره است؛ یک روش سه‌مرحله‌ای برای یادگیری از آزمون‌ها.',
    '2024-10-29T08:00:00Z',
  ),
];

/** A catalogue course by slug. */
export function catalogueCourse(slug: string): CatalogueCourse | undefined {
  return CATALOGUE_COURSES.find((item) => item.slug === slug);
}
