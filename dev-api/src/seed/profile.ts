import type { DevUser, WatchRecord } from '../core/state.ts';
import { courseContents, findCourse, type SeedCourse } from './courses.ts';
import { seededRandom } from './random.ts';

/** A quiz result on the report card; scores are out of 20, as in Iranian schools. */
export interface SeedQuizResult {
  title: string;
  slug: string;
  score: number;
  taken_at: string;
}

function catalogueCourse(slug: string): SeedCourse {
  const course = findCourse(slug);
  if (!course) throw new Error(`Profile seed refers to unknown course ${slug}`);
  return course;
}

/** How far the demo student got in a course: the first `share` of its videos watched to the end. */
interface StudyHistory {
  slug: string;
  share: number;
  /** When the last of those videos was saved. */
  lastWatchedAt: string;
}

/**
 * The demo student is in grade nine: this year's mathematics and science under
 * way, and last year's mathematics finished (its certificate follows from it).
 * Their progress is written as watch records, the same ones the player saves,
 * so every page reads one truth.
 */
const DEMO_STUDY: StudyHistory[] = [
  { slug: 'math-grade-9', share: 0.75, lastWatchedAt: '2024-11-19T16:20:00Z' },
  { slug: 'science-grade-9', share: 0.4, lastWatchedAt: '2024-11-17T15:05:00Z' },
  { slug: 'math-grade-8', share: 1, lastWatchedAt: '2024-11-02T10:40:00Z' },
];

type WatchRecords = Record<string, WatchRecord>;

/** Watch records for the videos a history covers, one a day up to its last date. */
function watchRecordsOf(userId: number, { slug, share, lastWatchedAt }: StudyHistory): WatchRecords {
  const videos = courseContents(catalogueCourse(slug)).filter((content) => content.type === 'video');
  const watched = videos.slice(0, Math.round(videos.length * share));
  const last = Date.parse(lastWatchedAt);
  const day = 24 * 60 * 60 * 1000;
  return Object.fromEntries(
    watched.map((video, index) => {
      const updatedAt = new Date(last - (watched.length - 1 - index) * day).toISOString();
      const record: WatchRecord = {
        watched_seconds: video.duration_seconds,
        furthest_seconds: video.duration_seconds,
        total_seconds: video.duration_seconds,
        updated_at: updatedAt,
        // Watched through, every second of it.
        seen: [[0, video.duration_seconds]],
        watched_at: updatedAt,
      };
      return [`${userId}:${video.id}`, record];
    }),
  );
}

/** The demo student's (user 1) saved positions on a first run; everyone else starts with none. */
export function seedWatchProgress(): WatchRecords {
  return Object.assign({}, ...DEMO_STUDY.map((history) => watchRecordsOf(1, history)));
}

const ORDINALS = ['اول', 'دوم', 'سوم', 'چهارم', 'پنجم'];

/** A chapter quiz of a real course, named after the chapter (section) it tests. */
function chapterQuiz(courseSlug: string, chapter: number, slug: string, score: number, takenAt: string) {
  const section = catalogueCourse(courseSlug).sections[chapter - 1];
  if (!section) throw new Error(`Course ${courseSlug} has no chapter ${chapter}`);
  return { title: `آزمون فصل ${ORDINALS[chapter - 1]}؛ ${section.title}`, slug, score, taken_at: takenAt };
}

/** The demo student's quiz results per course slug (real catalogue slugs). */
const DEMO_RESULTS: Record<string, SeedQuizResult[]> = {
  'math-grade-9': [
    chapterQuiz('math-grade-9', 1, 'quiz-1', 18.5, '2024-10-12T09:00:00Z'),
    chapterQuiz('math-grade-9', 2, 'quiz-2', 16, '2024-10-26T09:00:00Z'),
    chapterQuiz('math-grade-9', 3, 'quiz-3', 19, '2024-11-09T09:00:00Z'),
  ],
  'science-grade-9': [
    chapterQuiz('science-grade-9', 1, 'quiz-4', 15.5, '2024-10-19T09:00:00Z'),
    chapterQuiz('science-grade-9', 2, 'quiz-5', 17.5, '2024-11-16T09:00:00Z'),
  ],
  'math-grade-8': [chapterQuiz('math-grade-8', 4, 'quiz-6', 20, '2024-10-30T09:00:00Z')],
};

/** A course the student set aside to take later, and when. */
export interface SeedFavorite {
  slug: string;
  saved_at: string;
}

/** The demo student looks ahead to next year's courses. Most recently saved first. */
const DEMO_FAVORITES: SeedFavorite[] = [
  { slug: 'math-grade-10', saved_at: '2024-11-18T18:30:00Z' },
  { slug: 'chemistry-grade-10', saved_at: '2024-11-03T12:10:00Z' },
];

/** Every course slug the profile seed refers to (checked against the catalogue by a test). */
export const PROFILE_COURSE_SLUGS: readonly string[] = [
  ...new Set([
    ...DEMO_STUDY.map((item) => item.slug),
    ...Object.keys(DEMO_RESULTS),
    ...DEMO_FAVORITES.map((item) => item.slug),
  ]),
];

/** The demo student's (user 1) favourites on a first run, stored like any other; everyone else starts with none. */
export function seedFavorites() {
  return DEMO_FAVORITES.map(({ slug, saved_at }) => ({ user_id: 1, kind: 'course' as const, slug, saved_at }));
}

/** Quiz results per course slug for a student. */
export function seedResultsFor(userId: number): Record<string, SeedQuizResult[]> {
  return userId === 1 ? DEMO_RESULTS : {};
}

/** The report card's share id: a UUID-shaped string derived from the user id, so it never changes. */
export function reportCardUuid(userId: number): string {
  const random = seededRandom(userId * 7919 + 104729);
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo student registered when the site opened, before any of their seeded history. */
export const DEMO_ACCOUNT_CREATED_AT = '2024-09-01T08:00:00Z';

/**
 * When an account was registered: what nothing seeded for it may predate (its welcome message, the issue date
 * of an empty report card). A user stored before the date was recorded reads as the site's launch.
 */
export function accountCreatedAt(user: Pick<DevUser, 'created_at'>): string {
  return user.created_at ?? DEMO_ACCOUNT_CREATED_AT;
}
