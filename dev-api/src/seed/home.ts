import { DEFAULT_GRADES } from './global-data.ts';
import { FEATURED_HOME_COURSES, LATEST_HOME_POSTS } from './home-catalogue.ts';
import { imageStyles } from './media.ts';

/** The home page's blocks, in the order the page draws them. */
export const HOME_BLOCKS = [
  {
    type: 'hero',
    id: 'hero-main',
    slides: [
      {
        title: 'یادگیری بدون مرز، از پیش‌دبستان تا کنکور',
        subtitle: 'بیش از دویست درس ویدئویی با بهترین دبیران کشور، هر زمان و هر جا.',
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
        subtitle: 'هزاران سؤال دسته‌بندی‌شده بر پایهٔ مبحث، برای تمرین هر روز.',
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
      { label: 'دانش‌آموز فعال', value: 48250, unit: 'نفر', icon: 'users' },
      { label: 'درس ویدئویی', value: 1260, unit: 'درس', icon: 'play' },
      { label: 'سؤال با پاسخ تشریحی', value: 15400, unit: 'سؤال', icon: 'question' },
      { label: 'دبیر مجرب', value: 86, unit: 'نفر', icon: 'teacher' },
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
