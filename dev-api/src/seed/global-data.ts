import { mediaUrl } from './media.ts';
import { COURSE_CATEGORIES } from './course-categories.ts';
import { COURSES } from './courses.ts';

/** The default grades of spec section 3, used when no others are supplied. */
export const DEFAULT_GRADES = [
  { name: 'پیش‌دبستانی', slug: 'pre-primary' },
  { name: 'اول دبستان', slug: 'grade-1' },
  { name: 'دوم دبستان', slug: 'grade-2' },
  { name: 'سوم دبستان', slug: 'grade-3' },
  { name: 'چهارم دبستان', slug: 'grade-4' },
  { name: 'پنجم دبستان', slug: 'grade-5' },
  { name: 'ششم دبستان', slug: 'grade-6' },
  { name: 'هفتم', slug: 'grade-7' },
  { name: 'هشتم', slug: 'grade-8' },
  { name: 'نهم', slug: 'grade-9' },
  { name: 'دهم', slug: 'grade-10' },
  { name: 'یازدهم', slug: 'grade-11' },
  { name: 'دوازدهم', slug: 'grade-12' },
];

/**
 * The footer's and the drawer's subjects: only those with at least one
 * course, so no subject link opens an empty list. A subject without courses
 * still answers its (empty) list for an address typed or kept from before.
 */
export function categoriesWithCourses() {
  const subjects = new Set(COURSES.map((course) => course.subject));
  return COURSE_CATEGORIES.filter((category) => category.subjects.some((subject) => subjects.has(subject)));
}

/** Global data of spec section 3: logos, grades, vendor categories, social links, footer menus, contacts. */
export const globalData = {
  // Its own image: were it the favicon's URL, browsers would fetch that file twice (the icon loader keeps its own cache).
  logos: { logo: mediaUrl('logo', 'madrese') },
  grades: DEFAULT_GRADES,
  vendor_categories: categoriesWithCourses().map(({ name, slug }) => ({ name, slug })),
  social: {
    social_linkedin: 'https://www.linkedin.com/company/daneshsara',
    social_pinterest: 'https://www.pinterest.com/daneshsara',
    social_instagram: 'https://www.instagram.com/daneshsara',
    social_telegram: 'https://t.me/daneshsara',
    social_facebook: 'https://www.facebook.com/daneshsara',
    social_whatsapp: 'https://wa.me/982100000000',
  },
  footer: {
    menu_1: {
      label: 'دسترسی سریع',
      items: [
        { title: 'دوره‌ها', path: '/courses' },
        { title: 'آزمون‌ها', path: '/quiz' },
        { title: 'بانک سؤال', path: '/question' },
        { title: 'لغت‌نامه دهخدا', path: '/dehkhoda' },
        { title: 'مقاله‌ها', path: '/articles' },
      ],
    },
    menu_2: {
      label: 'آموزشگاه',
      items: [
        { title: 'درباره ما', path: '/aboutus' },
        { title: 'تماس با ما', path: '/contactus' },
        { title: 'همکاری با ما', path: '/partnership' },
        { title: 'حریم خصوصی', path: '/privacy' },
        { title: 'مسئولیت اجتماعی', path: '/social-duties' },
      ],
    },
  },
  contact: { contact_phones: ['021-88776655', '021-88776656'], contact_mail: 'info@daneshsara.example' },
};
