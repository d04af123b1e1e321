/**
 * Addresses of the learning area's pages (the shell's site map owns the
 * routes). Slugs and ids come from the API, so they are always encoded.
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path with a query built from the defined, non-empty values; `page` only past the first page. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const learnPaths = {
  catalogue: '/learn',
  grade: (slug: string) => `/learn/grade/${segment(slug)}`,
  branch: (slug: string) => `/learn/branch/${segment(slug)}`,
  course: (slug: string) => `/course/${segment(slug)}`,
  section: (slug: string) => `/course/sections/${segment(slug)}`,
  /** A content inside its course (course layout, with the chapter list). */
  content: (courseSlug: string, contentSlug: string) =>
    `/course/content/${segment(courseSlug)}/${segment(contentSlug)}`,
  /** A content on its own (default layout). */
  standaloneContent: (slug: string) => `/course/content/${segment(slug)}`,
  teacher: (id: number) => `/teacher/${segment(id)}`,
  grades: '/education-grade',
  educationGrade: (slug: string) => `/education-grade/${segment(slug)}`,
  myCourses: '/course/my-courses',
  roadmap: '/course/roadmap',
  certificates: '/certificates',
  /** One certificate's own page, to print or share: open to anyone with its number. */
  certificate: (number: string) => `/certificates/${segment(number)}`,
};
