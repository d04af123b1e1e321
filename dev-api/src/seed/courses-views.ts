/**
 * How seeded courses, sections and contents look on the wire (the shapes of
 * the client's course schemas). Other endpoints (search, home, profile) can
 * reuse these so a course card looks the same everywhere.
 */
import { courseContents, findCourseById, findSectionById, type SeedCourse, type SeedSection } from './courses.ts';
import type { SeedContent } from './contents.ts';
import { findBranch, findGrade } from './education.ts';
import { findTeacher, type SeedTeacher } from './teachers.ts';

function teacherOf(course: SeedCourse): SeedTeacher {
  const teacher = findTeacher(course.teacher_id);
  if (!teacher) throw new Error(`Course ${course.slug} has no teacher`);
  return teacher;
}

function teacherSummary(teacher: SeedTeacher) {
  return { id: teacher.id, name: teacher.name, avatar: teacher.avatar, expertise: teacher.expertise };
}

function educationRef(entry: { name: string; slug: string } | undefined) {
  return entry ? { name: entry.name, slug: entry.slug } : null;
}

/** Total seconds of a course's videos. */
export function videoSeconds(course: SeedCourse): number {
  return courseContents(course).reduce(
    (sum, content) => sum + (content.type === 'video' ? content.duration_seconds : 0),
    0,
  );
}

/** A course card (`courseCardSchema`). */
export function courseCard(course: SeedCourse) {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    description: course.description,
    grade: educationRef(findGrade(course.grade_slug)) ?? { name: course.grade_slug, slug: course.grade_slug },
    branch: course.branch_slug ? educationRef(findBranch(course.branch_slug)) : null,
    teacher: teacherSummary(teacherOf(course)),
    image_styles: course.image_styles,
    price: course.price,
    duration_seconds: videoSeconds(course),
    rating: course.rating,
    students_count: course.students_count,
    sections_count: course.sections.length,
    contents_count: courseContents(course).length,
  };
}

/** A content in a list (`contentSummarySchema`). */
export function contentSummary(content: SeedContent) {
  const { id, title, slug, type, duration_seconds, is_free } = content;
  return { id, title, slug, type, duration_seconds, is_free };
}

/** A section with its content list (`sectionSchema`). */
export function sectionOutline(section: SeedSection) {
  return {
    id: section.id,
    title: section.title,
    slug: section.slug,
    order: section.order,
    contents: section.contents.map(contentSummary),
  };
}

/** The course page (`courseDetailsSchema`). */
export function courseDetails(course: SeedCourse) {
  const teacher = teacherOf(course);
  return {
    ...courseCard(course),
    teacher: { ...teacherSummary(teacher), bio: teacher.bio },
    sections: course.sections.map(sectionOutline),
    created_at: course.created_at,
  };
}

/** A course as its sections and contents link back to it (`courseRefSchema`). */
export function courseRef(course: SeedCourse) {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    image_styles: course.image_styles,
    teacher: teacherSummary(teacherOf(course)),
  };
}

interface Linked {
  id: number;
  title: string;
  slug: string;
}

/** A previous/next link, or null at either end. */
function neighbour(item: Linked | undefined): Linked | null {
  return item ? link(item) : null;
}

function link(item: Linked): Linked {
  return { id: item.id, title: item.title, slug: item.slug };
}

function contentNeighbour(content: SeedContent | undefined) {
  return content ? { ...link(content), type: content.type } : null;
}

/** A section page (`sectionPageSchema`), or undefined for a broken link. */
export function sectionPage(section: SeedSection) {
  const course = findCourseById(section.course_id);
  if (!course) return undefined;
  const index = course.sections.indexOf(section);
  return {
    ...sectionOutline(section),
    course: courseRef(course),
    previous: neighbour(course.sections[index - 1]),
    next: neighbour(course.sections[index + 1]),
  };
}

/** A content page (`contentSchema`): the content itself, its course outline, section and neighbours. */
export function contentPage(content: SeedContent) {
  const course = findCourseById(content.course_id);
  const section = findSectionById(content.section_id);
  if (!course || !section) return undefined;
  const ordered = courseContents(course);
  const index = ordered.indexOf(content);
  return {
    ...content,
    course: { ...courseRef(course), sections: course.sections.map(sectionOutline) },
    section: link(section),
    previous: contentNeighbour(ordered[index - 1]),
    next: contentNeighbour(ordered[index + 1]),
  };
}
