import { COURSE_DEFINITIONS, type CourseDefinition } from './courses-catalogue.ts';
import {
  HANDOUT_MIME_TYPE,
  handoutFileName,
  handoutUrl,
  LESSON_VIDEO_SECONDS,
  LESSON_VIDEO_URL,
  readingBody,
  readingSeconds,
  sectionContentKinds,
  type SeedContent,
} from './contents.ts';
import { handoutPdf } from './handout-pdf.ts';
import { imageStyles } from './media.ts';
import { seededRandom } from './random.ts';
import { findTeacher } from './teachers.ts';

export { LESSON_VIDEO_SECONDS, LESSON_VIDEO_URL, type SeedContent } from './contents.ts';

/** A chapter of a course. */
export interface SeedSection {
  id: number;
  title: string;
  slug: string;
  order: number;
  course_id: number;
  contents: SeedContent[];
}

/** A seeded course with its sections and contents. */
export interface SeedCourse {
  id: number;
  title: string;
  slug: string;
  subject: string;
  description: string;
  grade_slug: string;
  branch_slug: string | null;
  teacher_id: number;
  /** In rial; 0 means free. */
  price: number;
  rating: { average: number; count: number };
  students_count: number;
  image_styles: ReturnType<typeof imageStyles>;
  created_at: string;
  sections: SeedSection[];
}

const PRICES_RIAL = [0, 1_500_000, 2_400_000, 3_900_000, 4_900_000, 6_500_000];
const FIRST_COURSE_DATE = Date.UTC(2024, 7, 1, 8, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

function teacherName(id: number): string {
  const teacher = findTeacher(id);
  if (!teacher) throw new Error(`Seed course refers to unknown teacher ${id}`);
  return teacher.name;
}

function describe(definition: CourseDefinition): string {
  return `دوره کامل ${definition.title} با تدریس ${teacherName(definition.teacher_id)}، مطابق کتاب درسی. در این دوره ${definition.sections.join('، ')} را با ویدئوی آموزشی، درس‌نامه و جزوه گام‌به‌گام یاد می‌گیرید.`;
}

/** Builds every course; ids of courses, sections and contents follow the catalogue order. */
function buildCourses(): SeedCourse[] {
  const random = seededRandom(1404);
  let sectionId = 0;
  let contentId = 0;
  return COURSE_DEFINITIONS.map((definition, index) => {
    const courseId = index + 1;
    const price = random.pick(PRICES_RIAL);
    const sections = definition.sections.map((sectionTitle, sectionIndex): SeedSection => {
      const id = ++sectionId;
      const kinds = sectionContentKinds(sectionTitle, random.int(3, 6));
      const contents = kinds.map((kind, contentIndex): SeedContent => {
        const slug = `${definition.slug}-${sectionIndex + 1}-${contentIndex + 1}`;
        const base = {
          id: ++contentId,
          title: kind.title,
          slug,
          order: contentIndex + 1,
          is_free: price === 0 || (sectionIndex === 0 && contentIndex === 0),
          course_id: courseId,
          section_id: id,
          image_styles: imageStyles('content', kind.title),
        };
        if (kind.type === 'video') {
          return { ...base, type: 'video', duration_seconds: LESSON_VIDEO_SECONDS, video_url: LESSON_VIDEO_URL };
        }
        if (kind.type === 'text') {
          const body = readingBody(sectionTitle, definition.title, teacherName(definition.teacher_id));
          return { ...base, type: 'text', duration_seconds: readingSeconds(body), body };
        }
        return {
          ...base,
          type: 'file',
          duration_seconds: null,
          file_url: handoutUrl(slug),
          file_name: handoutFileName(kind.title),
          file_size_bytes: handoutPdf({ slug, title: kind.title, courseTitle: definition.title, sectionTitle }).length,
          file_mime_type: HANDOUT_MIME_TYPE,
        };
      });
      return {
        id,
        title: sectionTitle,
        slug: `${definition.slug}-chapter-${sectionIndex + 1}`,
        order: sectionIndex + 1,
        course_id: courseId,
        contents,
      };
    });
    return {
      id: courseId,
      title: definition.title,
      slug: definition.slug,
      subject: definition.subject,
      description: describe(definition),
      grade_slug: definition.grade_slug,
      branch_slug: definition.branch_slug,
      teacher_id: definition.teacher_id,
      price,
      rating: { average: Math.round((3.6 + random.next() * 1.4) * 10) / 10, count: random.int(12, 480) },
      students_count: random.int(40, 2400),
      image_styles: imageStyles('course', definition.title),
      created_at: new Date(FIRST_COURSE_DATE + index * 3 * DAY_MS).toISOString(),
      sections,
    };
  });
}

/** Every seeded course, in catalogue order (ids 1…n, stable). */
export const COURSES: SeedCourse[] = buildCourses();

/** Every section of every course. */
export const ALL_SECTIONS: SeedSection[] = COURSES.flatMap((course) => course.sections);

/** Every content of every course, in course and section order. */
export const ALL_CONTENTS: SeedContent[] = ALL_SECTIONS.flatMap((section) => section.contents);

export function findCourse(slug: string): SeedCourse | undefined {
  return COURSES.find((course) => course.slug === slug);
}

export function findCourseById(id: number): SeedCourse | undefined {
  return COURSES.find((course) => course.id === id);
}

export function findSection(slug: string): SeedSection | undefined {
  return ALL_SECTIONS.find((section) => section.slug === slug);
}

export function findSectionById(id: number): SeedSection | undefined {
  return ALL_SECTIONS.find((section) => section.id === id);
}

export function findContent(slug: string): SeedContent | undefined {
  return ALL_CONTENTS.find((content) => content.slug === slug);
}

export function findContentById(id: number): SeedContent | undefined {
  return ALL_CONTENTS.find((content) => content.id === id);
}

/** The contents of a course in order, flattened over its sections. */
export function courseContents(course: SeedCourse): SeedContent[] {
  return course.sections.flatMap((section) => section.contents);
}
