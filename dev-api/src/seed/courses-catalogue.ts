import { LOWER_SCHOOL_COURSES } from './courses-catalogue-lower.ts';
import { UPPER_SCHOOL_COURSES } from './courses-catalogue-upper.ts';

/**
 * The seeded course catalogue: one line of facts per course and its chapter
 * titles (after the current Iranian textbooks). Sections, contents, prices and
 * ratings are built from it in courses.ts. Keep the order: ids follow it.
 */
export interface CourseDefinition {
  slug: string;
  title: string;
  /** The school subject, also matched by search. */
  subject: string;
  grade_slug: string;
  /** Only upper secondary courses of one branch have it; shared courses do not. */
  branch_slug: string | null;
  teacher_id: number;
  /** Chapter titles; each becomes a section. */
  sections: string[];
}

/** Every seeded course definition, lower school first. */
export const COURSE_DEFINITIONS: CourseDefinition[] = [...LOWER_SCHOOL_COURSES, ...UPPER_SCHOOL_COURSES];
