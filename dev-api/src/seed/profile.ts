import { courseContents, findCourse, type SeedCourse } from './courses.ts';
import { seededRandom } from './random.ts';

/** A course a student is enrolled in, and how far they got. */
export interface SeedEnrolment {
  /** The real catalogue course, so the card links to a course page that exists. */
  course: SeedCourse;
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

function catalogueCourse(slug: string): SeedCourse {
  const course = findCourse(slug);
  if (!course) throw new Error(`Profile seed refers to unknown course ${slug}`);
  return course;
}

/** An enrolment in a real course; `completedShare` (0..1) of its contents are done. */
function enrolment(slug: string, completedShare: number, lastWatchedAt: string | null): SeedEnrolment {
  const course = catalogueCourse(slug);
  const contents = courseContents(course).length;
  return {
    course,
    contents_count: contents,
    completed_contents: Math.round(contents * completedShare),
    last_watched_at: lastWatchedAt,
  };
}

/**
 * The demo student is in grade nine: this year's mathematics, science and
 * literature, and last year's mathematics, finished as a review.
 * Most recently watched first.
 */
const DEMO_ENROLMENTS = [
  enrolment('math-grade-9', 0.75, '2024-11-19T16:20:00Z'),
  enrolment('science-grade-9', 0.4, '2024-11-17T15:05:00Z'),
  enrolment('math-grade-8', 1, '2024-11-02T10:40:00Z'),
  enrolment('persian-literature-grade-9', 0, null),
];

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
    ...DEMO_ENROLMENTS.map((item) => item.course.slug),
    ...Object.keys(DEMO_RESULTS),
    ...DEMO_FAVORITES.map((item) => item.slug),
  ]),
];

/** The courses a student saved; a new student has none. */
export function seedFavoritesFor(userId: number): SeedFavorite[] {
  return userId === 1 ? DEMO_FAVORITES : [];
}

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
