import { COURSES, courseContents } from './courses.ts';
import { DEFAULT_GRADES } from './global-data.ts';
import { FEATURED_HOME_COURSES, LATEST_HOME_POSTS } from './home-catalogue.ts';
import { imageStyles } from './media.ts';
import { QUESTION_BANK } from './questions.ts';

/**
 * What the site holds, counted from the same catalogue `/learn` and the
 * question bank read, so the home page never claims more than they show.
 */
export const SITE_FACTS = {
  videoLessons: COURSES.flatMap(courseContents).filter((content) => content.type === 'video').length,
  teachers: new Set(COURSES.map((course) => course.teacher_id)).size,
  questions: QUESTION_BANK.length,
  enrolments: COURSES.reduce((sum, course) => sum + course.students_count, 0),
};

const persianNumber = new Intl.NumberFormat('fa-IR');

/** The home page's blocks, in the order the page draws them. */
export const HOME_BLOCKS = [
  {
    type: 'hero',
    id: 'hero-main',
    slides: [
      {
        title: 'یادگیری بدون مرز، از پیش‌دبستان تا کنکور',
        subtitle: `${persianNumber.format(SITE_FACTS.videoLessons)} درس ویدئویی با ${persianNumber.format(SITE_FACTS.teachers)} دبیر باتجربه، هر زمان و هر جا.`,
        image_styles: imageStyles('content', 'یادگیری بدون مرز'),
        link: { title: 'دیدن دوره‌ها', path: '/courses' },
      },
      {
        title: 'آزمون بده، نقطه‌ضعفت را پیدا کن',
        subtitle: 'آزمون‌های فصلی با پاسخ‌نامهٔ تشریحی و کارنامهٔ لحظه‌ای.',
        image_styles: imageStyles('content', 'آزمون‌های فصلی'),
        link: { title: 'شروع آزمون', path: '/quiz' },
      },
      {
        title: 'بانک سؤال با پاسخ تشریحی',
        subtitle: `${persianNumber.format(SITE_FACTS.questions)} سؤال دسته‌بندی‌شده بر پایهٔ مبحث با پاسخ تشریحی، برای تمرین هر روز.`,
        image_styles: imageStyles('content', 'بانک سؤال'),
        link: { title: 'رفتن به بانک سؤال', path: '/question' },
      },
    ],
  },
  {
    type: 'grades',
    id: 'grades',
    title: 'پایهٔ تحصیلی خود را انتخاب کنید',
    items: DEFAULT_GRADES.map((grade) => ({ ...grade, path: `/learn/grade/${grade.slug}` })),
  },
  {
    type: 'featured_courses',
    id: 'featured-courses',
    title: 'دوره‌های پرطرفدار',
    items: FEATURED_HOME_COURSES,
    more_link: { title: 'همهٔ دوره‌ها', path: '/courses' },
  },
  {
    type: 'stats',
    id: 'stats',
    title: 'دانش‌سرا در یک نگاه',
    items: [
      { label: 'ثبت‌نام در دوره‌ها', value: SITE_FACTS.enrolments, unit: 'ثبت‌نام', icon: 'users' },
      { label: 'درس ویدئویی', value: SITE_FACTS.videoLessons, unit: 'درس', icon: 'play' },
      { label: 'سؤال با پاسخ تشریحی', value: SITE_FACTS.questions, unit: 'سؤال', icon: 'question' },
      { label: 'دبیر', value: SITE_FACTS.teachers, unit: 'نفر', icon: 'teacher' },
    ],
  },
  {
    type: 'latest_posts',
    id: 'latest-posts',
    title: 'تازه‌ترین مقاله‌ها',
    items: LATEST_HOME_POSTS,
    more_link: { title: 'همهٔ مقاله‌ها', path: '/articles' },
  },
  {
    type: 'call_to_action',
    id: 'join',
    title: 'همین حالا رایگان شروع کنید',
    body: 'با شمارهٔ موبایل خود در کمتر از یک دقیقه ثبت‌نام کنید و درس‌های رایگان هر پایه را ببینید.',
    link: { title: 'ورود یا ثبت‌نام', path: '/user/login' },
  },
];
