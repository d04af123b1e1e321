import { COURSES, type SeedCourse } from './courses.ts';
import { mediaUrl } from './media.ts';
import { seededRandom } from './random.ts';

/** A seeded comment on a course, written by a made-up student. */
export interface SeedFeedback {
  id: number;
  course_slug: string;
  body: string;
  rate: number;
  user: { fullName: string; avatar: string };
  created_at: string;
}

const STUDENTS = [
  'امیرحسین قاسمی',
  'فاطمه زارعی',
  'محمدرضا یوسفی',
  'زینب شریفی',
  'علیرضا نجفی',
  'نازنین فرهادی',
  'پارسا کامرانی',
  'هستی مرادی',
  'مهدی سلطانی',
  'کوثر حیدری',
  'آرمان طاهری',
  'ریحانه بهرامی',
  'سینا رستمی',
  'یاسمن عباسی',
  'امید قربانی',
  'نگار اصفهانی',
];

/** What a comment may mention: the course and one of its chapters. */
interface CommentTopic {
  course: string;
  chapter: string;
}

/**
 * Comments with the stars their writers would give. Each names the course or
 * a chapter of it, and a course never repeats one, so no two reviewers on the
 * site share a text.
 */
const COMMENTS: { body: (topic: CommentTopic) => string; rate: number }[] = [
  {
    body: ({ course }) => `توضیح‌های ${course} خیلی روان بود و مثال‌ها دقیقاً شبیه سؤال‌های امتحان مدرسه بود. ممنون!`,
    rate: 5,
  },
  {
    body: ({ chapter }) => `بعد از فصل «${chapter}» نمرهٔ امتحانم از ۱۴ به ۱۸ رسید. تمرین‌های آخر هر جلسه خیلی کمک کرد.`,
    rate: 5,
  },
  {
    body: ({ course }) => `محتوای ${course} عالی است ولی کاش ویدئوها کمی کوتاه‌تر بودند تا راحت‌تر بین کلاس‌ها ببینم.`,
    rate: 4,
  },
  { body: ({ chapter }) => `حل تمرین‌های «${chapter}» بهترین بخش دوره بود؛ فهمیدم اشتباهم دقیقاً کجاست.`, rate: 5 },
  { body: ({ course }) => `برای مرور شب امتحان ${course} عالی است. جزوه‌ها را هم چاپ کردم.`, rate: 4 },
  { body: ({ chapter }) => `فصل «${chapter}» کمی سریع پیش رفت و مجبور شدم چند بار ببینم، ولی در کل راضی‌ام.`, rate: 3 },
  { body: ({ chapter }) => `صدای ویدئوهای «${chapter}» کمی ضعیف بود، اما توضیح‌ها کامل بود.`, rate: 4 },
  {
    body: ({ chapter }) => `«${chapter}» را در کلاس نفهمیده بودم؛ اینجا با مثال‌های ساده یاد گرفتم.`,
    rate: 5,
  },
  { body: ({ course }) => `درس‌نامه‌های ${course} کوتاه و کاربردی است و آدم را برای امتحان آماده می‌کند.`, rate: 4 },
  { body: ({ chapter }) => `کاش برای «${chapter}» تمرین‌های بیشتری در سطح پیشرفته هم گذاشته شود.`, rate: 4 },
  { body: ({ course }) => `دخترم با ${course} به درس علاقه‌مند شد؛ از دبیر محترم سپاسگزارم.`, rate: 5 },
  {
    body: ({ chapter }) => `بخش حل مسئلهٔ «${chapter}» را خیلی دوست داشتم، ولی بخش نظری‌اش برایم خسته‌کننده بود.`,
    rate: 3,
  },
  {
    body: ({ course }) => `اینکه ${course} از همان جایی که مانده بودم ادامه پیدا می‌کند خیلی به کارم آمد. عالی بود.`,
    rate: 5,
  },
  { body: ({ chapter }) => `جزوهٔ «${chapter}» را پیش از ویدئو خواندم و فهمیدنش خیلی ساده‌تر شد.`, rate: 4 },
];

/** The list in a seeded random order, so picking from its start never picks one twice. */
function shuffled<T>(items: readonly T[], random: ReturnType<typeof seededRandom>): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const SEED_START = Date.UTC(2024, 8, 1, 8, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Ratings design: the course card's `rating` ({ average, count }, built in
 * courses.ts) is the source of truth for the seeded stars. The seeded comments
 * are a sample of those raters (the ones who also wrote something), and the
 * seeded star distribution counts the comments' stars and fills in the other
 * raters so that its count and average equal the card's. The feedback list's
 * rating summary therefore starts out exactly as the card shows it; stars that
 * students store at runtime are added on top (routes/feedback.ts).
 */

/** The most popular courses (by students) get many comments; the others a few. */
const POPULAR_COURSES = 5;
const POPULAR_COMMENTS: [number, number] = [10, 14];
const OTHER_COMMENTS: [number, number] = [2, 6];

const POPULAR_SLUGS = new Set(
  [...COURSES]
    .sort((a, b) => b.students_count - a.students_count)
    .slice(0, POPULAR_COURSES)
    .map((course) => course.slug),
);

/** Stars 1..5 and how many raters gave each. */
export type StarDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

/** A course's seeded stars: `count` raters whose stars add up to `sum`. */
export interface SeedRating {
  count: number;
  sum: number;
  distribution: StarDistribution;
}

function buildComments(course: SeedCourse): SeedFeedback[] {
  const random = seededRandom(course.id * 2654435761);
  const [min, max] = POPULAR_SLUGS.has(course.slug) ? POPULAR_COMMENTS : OTHER_COMMENTS;
  // Writers of a course rated 3.7 rarely give it five stars: pick comments near its average.
  const near = COMMENTS.filter((comment) => Math.abs(comment.rate - course.rating.average) <= 1.3);
  const comments = shuffled(near.length ? near : COMMENTS, random);
  const students = shuffled(STUDENTS, random);
  // Each comment and each writer at most once per course.
  const count = Math.min(random.int(min, max), course.rating.count, comments.length, students.length);
  return Array.from({ length: count }, (_, index) => {
    const comment = comments[index]!;
    const student = students[index]!;
    const chapter = random.pick(course.sections).title;
    return {
      id: course.id * 100 + index + 1,
      course_slug: course.slug,
      body: comment.body({ course: course.title, chapter }),
      rate: comment.rate,
      user: { fullName: student, avatar: mediaUrl('avatar', student) },
      created_at: new Date(SEED_START + (index * 7 + random.int(0, 6)) * DAY_MS).toISOString(),
    };
  }).reverse();
}

/** The card's raters: the comments' stars, then the silent raters filled in around the remaining mean. */
function buildRating(course: SeedCourse, comments: SeedFeedback[]): SeedRating {
  const distribution: StarDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const comment of comments) distribution[comment.rate as keyof StarDistribution] += 1;
  const { count } = course.rating;
  const sum = Math.round(course.rating.average * count);
  const silent = count - comments.length;
  const silentSum = sum - comments.reduce((total, comment) => total + comment.rate, 0);
  if (silent > 0) {
    const base = Math.min(5, Math.max(1, Math.floor(silentSum / silent)));
    const above = base === 5 ? 0 : Math.min(silent, Math.max(0, silentSum - base * silent));
    let atBase = silent - above;
    if (base < 5) distribution[(base + 1) as keyof StarDistribution] += above;
    // Spread a quarter of the middle raters one star either way; the sum stays the same.
    if (base > 1 && base < 5) {
      const pairs = Math.floor(atBase / 8);
      distribution[(base - 1) as keyof StarDistribution] += pairs;
      distribution[(base + 1) as keyof StarDistribution] += pairs;
      atBase -= pairs * 2;
    }
    distribution[base as keyof StarDistribution] += atBase;
  }
  const stars = [1, 2, 3, 4, 5] as const;
  return {
    count: stars.reduce((total, star) => total + distribution[star], 0),
    sum: stars.reduce((total, star) => total + star * distribution[star], 0),
    distribution,
  };
}

const SEEDED = new Map(
  COURSES.map((course) => {
    const comments = buildComments(course);
    return [course.slug, { comments, rating: buildRating(course, comments) }] as const;
  }),
);

/** A course's seeded comments, newest first; the same slug always gives the same comments. Unknown slugs have none. */
export function seedFeedbackFor(courseSlug: string): SeedFeedback[] {
  return SEEDED.get(courseSlug)?.comments ?? [];
}

/** A course's seeded stars, equal to its card's rating; none for an unknown slug. */
export function seedRatingFor(courseSlug: string): SeedRating | undefined {
  return SEEDED.get(courseSlug)?.rating;
}

/** Every course slug that has seeded comments (all of them real catalogue slugs). */
export const FEEDBACK_COURSE_SLUGS: readonly string[] = [...SEEDED.entries()]
  .filter(([, seeded]) => seeded.comments.length > 0)
  .map(([slug]) => slug);
