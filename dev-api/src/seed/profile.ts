import { catalogueCourse, type CatalogueCourse } from './home-catalogue.ts';
import { seededRandom } from './random.ts';

/** A course a student is enrolled in, and how far they got. */
export interface SeedEnrolment {
  course: CatalogueCourse;
  contents_count: number;
  completed_contents: number;
  last_watched_at: string | null;
}

/** A quiz result on the report card; scores are out of 20, as in Iranian schools. */
export interface SeedQuizResult {
  title: string;
  slug: string;
  score: number;
  taken_at: string;
}

function enrolment(slug: string, contents: number, completed: number, lastWatchedAt: string | null): SeedEnrolment {
  const course = catalogueCourse(slug);
  if (!course) throw new Error(`Unknown catalogue course ${slug}`);
  return { course, contents_count: contents, completed_contents: completed, last_watched_at: lastWatchedAt };
}

/** The demo student's courses, most recently watched first. */
const DEMO_ENROLMENTS = [
  enrolment('course-1', 24, 18, '2024-11-19T16:20:00Z'),
  enrolment('course-2', 30, 12, '2024-11-17T15:05:00Z'),
  enrolment('course-6', 20, 20, '2024-11-02T10:40:00Z'),
  enrolment('course-7', 16, 0, null),
];

/** The demo student's quiz results per course slug. */
const DEMO_RESULTS: Record<string, SeedQuizResult[]> = {
  'course-1': [
    { title: 'آزمون فصل اول؛ عددهای حقیقی', slug: 'quiz-1', score: 18.5, taken_at: '2024-10-12T09:00:00Z' },
    { title: 'آزمون فصل دوم؛ توان و ریشه', slug: 'quiz-2', score: 16, taken_at: '2024-10-26T09:00:00Z' },
    { title: 'آزمون فصل سوم؛ چندجمله‌ای‌ها', slug: 'quiz-3', score: 19, taken_at: '2024-11-09T09:00:00Z' },
  ],
  'course-2': [
    { title: 'آزمون فصل اول علوم؛ مواد و نقش آن‌ها', slug: 'quiz-4', score: 15.5, taken_at: '2024-10-19T09:00:00Z' },
    { title: 'آزمون فصل دوم علوم؛ رفتار اتم‌ها', slug: 'quiz-5', score: 17.5, taken_at: '2024-11-16T09:00:00Z' },
  ],
  'course-6': [
    { title: 'آزمون درس یک تا چهار زبان انگلیسی', slug: 'quiz-6', score: 20, taken_at: '2024-10-30T09:00:00Z' },
  ],
};

/** The demo student (user 1) has a history; a new student starts with none. */
export function seedEnrolmentsFor(userId: number): SeedEnrolment[] {
  return userId === 1 ? DEMO_ENROLMENTS : [];
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

/** When the card was last issued: after the latest quiz, or the site's launch date for an empty card. */
export const REPORT_CARD_EMPTY_ISSUED_AT = '2024-09-01T08:00:00Z';
