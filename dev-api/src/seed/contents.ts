import type { imageStyles } from './media.ts';

/**
 * Real length of dev-api/media/lesson.mp4, the one video every video content
 * plays. Seeded video durations use it so resume points and mastery agree with
 * what the player reports.
 */
export const LESSON_VIDEO_SECONDS = 24;

/** Where the dev API serves the lesson video (with HTTP Range support). */
export const LESSON_VIDEO_URL = '/api/dev-media/video/lesson.mp4';

/** Where a file content's handout is downloaded from: a PDF (see handout-pdf.ts). */
export function handoutUrl(contentSlug: string): string {
  return `/api/dev-media/file/${contentSlug}.pdf`;
}

/** Every handout is a PDF. */
export const HANDOUT_MIME_TYPE = 'application/pdf';

/** The name a handout is saved under: its Persian title, as a PDF. */
export function handoutFileName(title: string): string {
  return `${title}.pdf`;
}

interface ContentBase {
  id: number;
  title: string;
  slug: string;
  order: number;
  /** Free contents can be opened without buying the course. */
  is_free: boolean;
  course_id: number;
  section_id: number;
  image_styles: ReturnType<typeof imageStyles>;
}

/** A lesson video; all of them play lesson.mp4. */
export interface VideoContent extends ContentBase {
  type: 'video';
  duration_seconds: number;
  video_url: string;
}

/** A reading; the duration is an estimated reading time. */
export interface TextContent extends ContentBase {
  type: 'text';
  duration_seconds: number;
  body: string;
}

/** A downloadable handout; it has no duration. */
export interface FileContent extends ContentBase {
  type: 'file';
  duration_seconds: null;
  file_url: string;
  file_name: string;
  /** The exact length of the PDF the handout route sends. */
  file_size_bytes: number;
  file_mime_type: string;
}

/** One content of a section. */
export type SeedContent = VideoContent | TextContent | FileContent;

/** What a content is before ids and course links are attached. */
type ContentKind = { type: 'video'; title: string } | { type: 'text'; title: string } | { type: 'file'; title: string };

/**
 * The contents of a section, in teaching order: a lesson video, a reading,
 * worked exercises, a handout, tips, a sample exam. A section keeps the
 * first `count` of them (3 to 6).
 */
export function sectionContentKinds(sectionTitle: string, count: number): ContentKind[] {
  const all: ContentKind[] = [
    { type: 'video', title: `آموزش ${sectionTitle}` },
    { type: 'text', title: `درس‌نامه ${sectionTitle}` },
    { type: 'video', title: `حل تمرین‌های ${sectionTitle}` },
    { type: 'file', title: `جزوه ${sectionTitle}` },
    { type: 'video', title: `نکته‌های مهم ${sectionTitle}` },
    { type: 'file', title: `نمونه سؤال امتحانی ${sectionTitle}` },
  ];
  return all.slice(0, count);
}

/** The HTML body of a reading, in plain Persian paragraphs. */
export function readingBody(sectionTitle: string, courseTitle: string, teacherName: string): string {
  return [
    `<h2>${sectionTitle}</h2>`,
    `<p>در این درس‌نامه مفاهیم اصلی «${sectionTitle}» از کتاب ${courseTitle} را گام‌به‌گام مرور می‌کنیم. پیش از خواندن، ویدئوی آموزشی همین فصل را ببینید تا مثال‌ها برایتان آشنا باشد.</p>`,
    `<p>هر مفهوم با یک تعریف کوتاه آغاز می‌شود، سپس با مثالی از کتاب درسی روشن می‌شود و در پایان یک پرسش برای فکر کردن می‌آید. پاسخ پرسش‌ها را در دفتر خود بنویسید و با حل تمرین‌های ویدئویی مقایسه کنید.</p>`,
    '<ul><li>تعریف‌ها را با زبان خودتان بازنویسی کنید.</li><li>برای هر مثال، یک نمونه تازه بسازید.</li><li>نکته‌هایی را که مبهم ماند، در بخش پرسش و پاسخ بپرسید.</li></ul>',
    `<p>این درس‌نامه را ${teacherName} برای دانش‌آموزانی نوشته است که می‌خواهند پیش از امتحان، فصل را یک بار دیگر منظم و فشرده مرور کنند.</p>`,
  ].join('');
}

/** Seconds a reader needs, at about 120 Persian words a minute (never under a minute). */
export function readingSeconds(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(60, Math.round((words / 120) * 60));
}

/** The text of a downloadable handout (the PDF carries it in its properties, see handout-pdf.ts). */
export function handoutText(title: string, courseTitle: string, sectionTitle: string): string {
  return [
    title,
    `درس: ${courseTitle}`,
    `فصل: ${sectionTitle}`,
    '',
    '۱. تعریف‌های مهم فصل را با دقت بخوانید و زیر واژه‌های کلیدی خط بکشید.',
    '۲. مثال‌های حل‌شده را بدون نگاه به پاسخ دوباره حل کنید.',
    '۳. پرسش‌های پایان فصل را در زمان محدود پاسخ دهید و با پاسخ‌نامه مقایسه کنید.',
    '',
    'این جزوه برای استفاده شخصی دانش‌آموزان تهیه شده است.',
  ].join('\n');
}
