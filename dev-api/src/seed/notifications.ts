import { findCourse, type SeedCourse } from './courses.ts';
import { mediaUrl } from './media.ts';
import { findTeacher } from './teachers.ts';

/** A seeded notification; whether it has been read also depends on what the user marked. */
export interface SeedNotification {
  id: number;
  body: string;
  sender: { name: string; image: string };
  /** ISO 8601. */
  created_at: string;
  /** Already read when the seed was written. */
  read: boolean;
  /** The site page the message is about (a path on this site), where the bell and the list lead. */
  path: string;
}

const dateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'long',
});
const timeFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A Jalali date and time in Tehran, as the bell shows it: «۱۲ آبان ۱۴۰۳، ساعت ۱۴:۰۰». */
export function jalaliDateTime(iso: string): string {
  const date = new Date(iso);
  return `${dateFormat.format(date)}، ساعت ${timeFormat.format(date)}`;
}

function sender(name: string) {
  return { name, image: mediaUrl('avatar', name) };
}

function course(slug: string): SeedCourse {
  const found = findCourse(slug);
  if (!found) throw new Error(`Notification seed refers to unknown course ${slug}`);
  return found;
}

function teacherOf(slug: string): string {
  const teacher = findTeacher(course(slug).teacher_id);
  if (!teacher) throw new Error(`Course ${slug} has no teacher`);
  return teacher.name;
}

/** The demo student's courses (see profile.ts): this year's mathematics and science. */
const CURRENT_MATH = course('math-grade-9');
const CURRENT_SCIENCE = course('science-grade-9');

/** The demo student's messages, newest first. */
const DEMO_NOTIFICATIONS: SeedNotification[] = [
  {
    id: 6,
    body: `نتیجهٔ آزمون فصل دوم ${CURRENT_SCIENCE.title} منتشر شد؛ نمرهٔ شما ۱۷٫۵ از ۲۰ است. پاسخ‌نامهٔ تشریحی را هم ببینید.`,
    sender: sender('سامانهٔ آزمون'),
    created_at: '2024-11-18T13:40:00Z',
    read: false,
    path: '/profile/test-archive',
  },
  {
    id: 5,
    body: 'جلسهٔ رفع اشکال ریاضی این هفته پنجشنبه ساعت ۱۷ به‌صورت آنلاین برگزار می‌شود. سؤال‌هایتان را از قبل بفرستید.',
    sender: sender(teacherOf(CURRENT_MATH.slug)),
    created_at: '2024-11-16T08:05:00Z',
    read: false,
    path: `/course/${CURRENT_MATH.slug}`,
  },
  {
    id: 4,
    body: 'پیشنهاد می‌کنیم هر روز دست‌کم ۴۵ دقیقه تمرین حل مسئله داشته باشید؛ بانک سؤال برای همین است.',
    sender: sender('علی کریمی، مشاور تحصیلی'),
    created_at: '2024-11-12T15:20:00Z',
    read: true,
    path: '/question',
  },
  {
    id: 3,
    body: 'امتحان‌های نوبت اول از پانزدهم دی آغاز می‌شود. برای ماه پیش از امتحان، نوشتهٔ «یک ماه مانده به امتحان» را بخوانید.',
    sender: sender('دفتر آموزش'),
    created_at: '2024-11-05T07:00:00Z',
    read: true,
    path: '/articles/last-month-before-exam',
  },
  {
    id: 2,
    body: `درس تازهٔ «${CURRENT_MATH.sections.at(-1)?.title ?? ''}» به دورهٔ ${CURRENT_MATH.title} اضافه شد.`,
    sender: sender(teacherOf(CURRENT_MATH.slug)),
    created_at: '2024-10-28T11:30:00Z',
    read: true,
    path: `/course/sections/${CURRENT_MATH.sections.at(-1)?.slug ?? ''}`,
  },
  {
    id: 1,
    body: 'به دانش‌سرا خوش آمدید! برای شروع، پایهٔ تحصیلی خود را در ویرایش نمایه انتخاب کنید.',
    sender: sender('پشتیبانی دانش‌سرا'),
    created_at: '2024-10-20T09:00:00Z',
    read: true,
    path: '/profile/edit-profile',
  },
];

/** Ids of certificate messages start here, clear of the seeded ones. */
const CERTIFICATE_ID_BASE = 1000;

/**
 * The message that a course's certificate was issued. It is made from the
 * student's progress when they finish the course, never seeded, so the bell
 * and the certificates page cannot disagree.
 */
export function certificateNotification(finished: SeedCourse, issuedAt: string): SeedNotification {
  return {
    id: CERTIFICATE_ID_BASE + finished.id,
    body: `گواهی پایان دورهٔ «${finished.title}» برای شما صادر شد. آن را از بخش گواهی‌ها دریافت کنید.`,
    sender: sender('پشتیبانی دانش‌سرا'),
    created_at: issuedAt,
    read: false,
    path: '/certificates',
  };
}

/**
 * The one message every newly registered student finds, dated when they registered: a welcome older than the
 * account (it used to carry the seed's date, a year before) reads as a mistake.
 */
function welcome(registeredAt: string): SeedNotification {
  return {
    id: 1,
    body: 'به دانش‌سرا خوش آمدید! برای شروع، پایهٔ تحصیلی خود را در ویرایش نمایه انتخاب کنید و نخستین درس را ببینید.',
    sender: sender('پشتیبانی دانش‌سرا'),
    created_at: registeredAt,
    read: false,
    path: '/profile/edit-profile',
  };
}

/** The demo student (user 1) has a full bell; everyone else starts with the welcome message. */
export function seedNotificationsFor(userId: number, registeredAt: string): SeedNotification[] {
  return userId === 1 ? DEMO_NOTIFICATIONS : [welcome(registeredAt)];
}
