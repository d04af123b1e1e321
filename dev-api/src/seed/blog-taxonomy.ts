import { mediaUrl } from './media.ts';

/** A blog category of the seed; `parentSlug` makes it a sub-category. */
export interface SeedBlogCategory {
  id: number;
  name: string;
  slug: string;
  parentSlug?: string;
}

/** Blog categories; the two science subjects sit under «علوم پایه». */
export const BLOG_CATEGORIES = [
  { id: 1, name: 'مهارت‌های مطالعه', slug: 'study-skills' },
  { id: 2, name: 'کنکور و آزمون‌ها', slug: 'exams' },
  { id: 3, name: 'مشاوره و انگیزه', slug: 'counseling' },
  { id: 4, name: 'علوم پایه', slug: 'science' },
  { id: 5, name: 'ریاضی', slug: 'mathematics', parentSlug: 'science' },
  { id: 6, name: 'فیزیک و شیمی', slug: 'physics-chemistry', parentSlug: 'science' },
  { id: 7, name: 'ادبیات و زبان', slug: 'language-literature' },
  { id: 8, name: 'خانواده و مدرسه', slug: 'family-school' },
  { id: 9, name: 'آموزش آنلاین', slug: 'online-learning' },
] as const satisfies readonly SeedBlogCategory[];

/** The slug of a seeded category. */
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

/** Blog tags. */
export const BLOG_TAGS = [
  { name: 'برنامه‌ریزی', slug: 'planning' },
  { name: 'تمرکز', slug: 'focus' },
  { name: 'تست‌زنی', slug: 'test-taking' },
  { name: 'کنکور', slug: 'konkur' },
  { name: 'انگیزه', slug: 'motivation' },
  { name: 'خواب و تغذیه', slug: 'sleep-nutrition' },
  { name: 'مدیریت زمان', slug: 'time-management' },
  { name: 'اضطراب امتحان', slug: 'exam-anxiety' },
  { name: 'ریاضی', slug: 'math' },
  { name: 'فیزیک', slug: 'physics' },
  { name: 'شیمی', slug: 'chemistry' },
  { name: 'زیست‌شناسی', slug: 'biology' },
  { name: 'ادبیات فارسی', slug: 'persian-literature' },
  { name: 'زبان انگلیسی', slug: 'english' },
  { name: 'والدین', slug: 'parents' },
  { name: 'هدایت تحصیلی', slug: 'academic-guidance' },
  { name: 'کتاب‌خوانی', slug: 'reading' },
  { name: 'یادگیری الکترونیکی', slug: 'e-learning' },
  { name: 'متوسطه اول', slug: 'lower-secondary' },
] as const;

/** The slug of a seeded tag. */
export type BlogTagSlug = (typeof BLOG_TAGS)[number]['slug'];

/** The authors who write the seeded posts. */
export const BLOG_AUTHORS = {
  rezaei: {
    name: 'مریم رضایی',
    bio: 'مشاور تحصیلی و نویسنده کتاب «درس خواندن هوشمندانه»',
  },
  karimi: {
    name: 'علی کریمی',
    bio: 'دبیر ریاضی دبیرستان با بیست سال سابقه تدریس',
  },
  ahmadi: {
    name: 'زهرا احمدی',
    bio: 'کارشناس ارشد روان‌شناسی تربیتی',
  },
  hosseini: {
    name: 'محمد حسینی',
    bio: 'دبیر فیزیک و طراح سؤالات آزمون‌های آزمایشی',
  },
  moradi: {
    name: 'فاطمه مرادی',
    bio: 'دبیر ادبیات فارسی و پژوهشگر زبان',
  },
  jafari: {
    name: 'امیر جعفری',
    bio: 'کارشناس فناوری آموزشی و یادگیری الکترونیکی',
  },
} as const;

/** The key of a seeded author. */
export type BlogAuthorKey = keyof typeof BLOG_AUTHORS;

/** An author as the API returns it, with a generated avatar. */
export function blogAuthor(key: BlogAuthorKey) {
  const { name, bio } = BLOG_AUTHORS[key];
  return { name, bio, avatar: mediaUrl('avatar', name) };
}

/** One post as written in the seed files; `posts.ts` turns it into the API's shape. */
export interface SeedPostContent {
  slug: string;
  title: string;
  /** Plain text, one or two sentences. */
  excerpt: string;
  category: BlogCategorySlug;
  tags: readonly BlogTagSlug[];
  author: BlogAuthorKey;
  /** Publication day, YYYY-MM-DD (Tehran). */
  date: string;
  featured?: boolean;
  /** HTML built with `blog-html.ts`. */
  body: string;
}
