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

/** Comments with the stars their writers would give. */
const COMMENTS: { body: string; rate: number }[] = [
  { body: 'توضیح‌های استاد خیلی روان بود و مثال‌ها دقیقاً شبیه سؤال‌های امتحان مدرسه بود. ممنون!', rate: 5 },
  { body: 'بعد از این دوره نمرهٔ امتحانم از ۱۴ به ۱۸ رسید. تمرین‌های آخر هر جلسه خیلی کمک کرد.', rate: 5 },
  { body: 'محتوا عالی است ولی کاش ویدئوها کمی کوتاه‌تر بودند تا راحت‌تر بین کلاس‌ها ببینم.', rate: 4 },
  { body: 'پاسخ تشریحی سؤال‌ها بهترین بخش دوره بود؛ فهمیدم اشتباهم دقیقاً کجاست.', rate: 5 },
  { body: 'برای مرور شب امتحان عالی است. جزوه‌ها را هم چاپ کردم.', rate: 4 },
  { body: 'فصل آخر کمی سریع پیش رفت و مجبور شدم چند بار ببینم، ولی در کل راضی‌ام.', rate: 3 },
  { body: 'صدای ویدئوها در چند جلسه ضعیف بود، اما توضیح‌ها کامل بود.', rate: 4 },
  { body: 'با اینکه درس را در کلاس نفهمیده بودم، اینجا با مثال‌های ساده یاد گرفتم.', rate: 5 },
  { body: 'آزمون‌های فصلی سطح خوبی دارند و آدم را برای امتحان آماده می‌کنند.', rate: 4 },
  { body: 'کاش تمرین‌های بیشتری برای سطح پیشرفته هم گذاشته شود.', rate: 4 },
  { body: 'دخترم با این دوره به درس علاقه‌مند شد؛ از دبیر محترم سپاسگزارم.', rate: 5 },
  { body: 'بخش حل مسئله را خیلی دوست داشتم، ولی بخش نظری برایم خسته‌کننده بود.', rate: 3 },
  { body: 'پشتیبانی خیلی سریع به سؤالم زیر درس جواب داد. عالی بود.', rate: 5 },
  { body: 'نسخهٔ سبک ویدئوها با اینترنت ضعیف ما هم خوب کار می‌کند.', rate: 4 },
];

const SEED_START = Date.UTC(2024, 8, 1, 8, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded comments exist for `course-1` to `course-40`; other courses start with none. */
const SEEDED_COURSES = 40;

/** A course's seeded comments, newest first; the same slug always gives the same comments. */
export function seedFeedbackFor(courseSlug: string): SeedFeedback[] {
  const number = Number(/^course-(\d+)$/.exec(courseSlug)?.[1]);
  if (!Number.isInteger(number) || number < 1 || number > SEEDED_COURSES) return [];
  const random = seededRandom(number * 2654435761);
  const count = random.int(4, 9);
  return Array.from({ length: count }, (_, index) => {
    const comment = random.pick(COMMENTS);
    const student = random.pick(STUDENTS);
    return {
      id: number * 100 + index + 1,
      course_slug: courseSlug,
      body: comment.body,
      rate: comment.rate,
      user: { fullName: student, avatar: mediaUrl('avatar', student) },
      created_at: new Date(SEED_START + (index * 7 + random.int(0, 6)) * DAY_MS).toISOString(),
    };
  }).reverse();
}
