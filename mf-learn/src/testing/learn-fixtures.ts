import type {
  Content,
  ContentSummary,
  ContentWatch,
  CourseCard,
  CourseDetails,
  EducationGrade,
  FeedbackListResponse,
  Mastery,
  ProfileCourse,
  Section,
} from '@shared/api-client';

/**
 * Answers shaped like the dev API's seeded courses (ریاضی هفتم and its
 * neighbours), for component tests against a real local HTTP server: the
 * real client parses them with its schemas.
 */

const styles = (kind: string, name: string) => {
  const url = `/api/dev-media/${kind}/${encodeURIComponent(name)}.svg`;
  return { styles: { thumbnail: `${url}?w=320`, medium: `${url}?w=768`, large: `${url}?w=1280` } };
};

export const TEACHER = {
  id: 1,
  name: 'علی رضایی',
  avatar: '/api/dev-media/teacher/ali.svg',
  expertise: 'دبیر ریاضی',
};

export function courseCard(id: number, overrides: Partial<CourseCard> = {}): CourseCard {
  const title = overrides.title ?? `دورهٔ شمارهٔ ${id.toLocaleString('fa-IR')}`;
  return {
    id,
    title,
    slug: `course-slug-${id}`,
    description: `دوره کامل ${title}`,
    grade: { name: 'هفتم', slug: 'grade-7' },
    branch: null,
    teacher: TEACHER,
    image_styles: styles('course', title),
    price: 3_900_000,
    duration_seconds: 336,
    rating: { average: 4.2, count: 220 },
    students_count: 2077,
    sections_count: 2,
    contents_count: 5,
    ...overrides,
  };
}

export function coursePage(
  courses: CourseCard[],
  meta: Partial<{ current_page: number; last_page: number; total: number }> = {},
) {
  return { data: courses, meta: { current_page: 1, last_page: 1, per_page: 12, total: courses.length, ...meta } };
}

const content = (id: number, slug: string, title: string, type: ContentSummary['type']): ContentSummary => ({
  id,
  slug,
  title,
  type,
  duration_seconds: type === 'video' ? 24 : type === 'text' ? 61 : null,
  is_free: id === 147,
});

export const SECTIONS: Section[] = [
  {
    id: 33,
    title: 'راهبردهای حل مسئله',
    slug: 'math-grade-7-chapter-1',
    order: 1,
    contents: [
      content(147, 'math-grade-7-1-1', 'آموزش راهبردهای حل مسئله', 'video'),
      content(148, 'math-grade-7-1-2', 'درس‌نامه راهبردهای حل مسئله', 'text'),
      content(150, 'math-grade-7-1-4', 'جزوه راهبردهای حل مسئله', 'file'),
    ],
  },
  {
    id: 34,
    title: 'عددهای صحیح',
    slug: 'math-grade-7-chapter-2',
    order: 2,
    contents: [
      content(153, 'math-grade-7-2-1', 'آموزش عددهای صحیح', 'video'),
      content(155, 'math-grade-7-2-3', 'حل تمرین‌های عددهای صحیح', 'video'),
    ],
  },
];

export const COURSE: CourseDetails = {
  ...courseCard(9, { title: 'ریاضی هفتم', slug: 'math-grade-7' }),
  teacher: { ...TEACHER, bio: 'کارشناس ارشد ریاضی با پانزده سال سابقه تدریس.' },
  sections: SECTIONS,
  created_at: '2024-08-25T08:30:00.000Z',
};

const courseRef = {
  id: COURSE.id,
  title: COURSE.title,
  slug: COURSE.slug,
  image_styles: COURSE.image_styles,
  teacher: TEACHER,
};

const contentBase = (summary: ContentSummary) => ({
  ...summary,
  image_styles: styles('content', summary.title),
  course: { ...courseRef, sections: SECTIONS },
  section: { id: 33, title: 'راهبردهای حل مسئله', slug: 'math-grade-7-chapter-1' },
  previous: null,
  next: { id: 148, title: 'درس‌نامه راهبردهای حل مسئله', slug: 'math-grade-7-1-2', type: 'text' as const },
});

export function videoContent(overrides: Partial<Extract<Content, { type: 'video' }>> = {}): Content {
  return {
    ...contentBase(SECTIONS[0]!.contents[0]!),
    type: 'video',
    duration_seconds: 24,
    video_url: '/api/dev-media/video/lesson.mp4',
    ...overrides,
  };
}

export function textContent(body: string): Content {
  return { ...contentBase(SECTIONS[0]!.contents[1]!), type: 'text', duration_seconds: 61, body };
}

export function fileContent(overrides: Partial<Extract<Content, { type: 'file' }>> = {}): Content {
  return {
    ...contentBase(SECTIONS[0]!.contents[2]!),
    type: 'file',
    duration_seconds: null,
    file_url: '/api/dev-media/file/math-grade-7-1-4.pdf',
    file_name: 'جزوه راهبردهای حل مسئله.pdf',
    file_size_bytes: 12_800,
    file_mime_type: 'application/pdf',
    ...overrides,
  };
}

export const GRADES: EducationGrade[] = [
  { id: 1, name: 'پیش‌دبستانی', slug: 'pre-primary', order: 0, stage: 'پیش‌دبستان', courses_count: 1 },
  { id: 8, name: 'هفتم', slug: 'grade-7', order: 7, stage: 'متوسطه اول', courses_count: 3 },
  { id: 11, name: 'دهم', slug: 'grade-10', order: 10, stage: 'متوسطه دوم', courses_count: 7 },
];

export const BRANCHES = [
  {
    id: 1,
    name: 'ریاضی و فیزیک',
    slug: 'math-physics',
    description: 'رشته نظری',
    grade_slugs: ['grade-10', 'grade-11', 'grade-12'],
    courses_count: 5,
  },
];

export function watch(contentId: number, watchedSeconds: number, overrides: Partial<ContentWatch> = {}): ContentWatch {
  const percent = Math.floor((watchedSeconds / 24) * 100);
  return {
    content_id: contentId,
    content_slug: `content-${contentId}`,
    watched_seconds: watchedSeconds,
    total_seconds: 24,
    percent,
    is_watched: percent >= 90,
    updated_at: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function mastery(percent: number, overrides: Partial<Mastery> = {}): Mastery {
  return {
    course_id: COURSE.id,
    course_slug: COURSE.slug,
    mastery_percent: percent,
    watched_contents: 0,
    total_contents: 3,
    watched_seconds: 0,
    total_seconds: 72,
    ...overrides,
  };
}

export function feedbackPage(count = 2, rating = { average: 4.5, count: 2 }): FeedbackListResponse {
  return {
    data: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      body: index === 0 ? 'توضیح‌های استاد خیلی روان بود.' : 'تمرین‌ها کمک کرد.',
      rate: 5 - index,
      user: { fullName: index === 0 ? 'فاطمه زارعی' : 'سینا رستمی', avatar: null },
      created_at: '2024-09-10T08:00:00.000Z',
    })),
    meta: { current_page: 1, last_page: 1, per_page: 5, total: count },
    rating: { ...rating, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  };
}

export function profileCourse(id: number, progress: number, overrides: Partial<ProfileCourse> = {}): ProfileCourse {
  return {
    id,
    title: `دورهٔ من ${id.toLocaleString('fa-IR')}`,
    slug: `my-course-${id}`,
    image_styles: styles('course', `my-${id}`),
    teacher: { name: 'لیلا نوری' },
    grade: { name: 'هفتم', slug: 'grade-7' },
    progress_percent: progress,
    contents_count: 20,
    completed_contents: Math.round((progress / 100) * 20),
    last_watched_at: progress > 0 ? '2024-11-19T16:20:00Z' : null,
    ...overrides,
  };
}

/** A certificate as GET /front/certificates/{number} answers it. */
export const CERTIFICATE = {
  number: 'DS-0008-7F3A9C41',
  student: { fullName: 'سارا محمدی' },
  course: { title: 'ریاضی هشتم', slug: 'math-grade-8', teacher: 'علی رضایی', grade: 'هشتم' },
  issued_at: '2024-11-02T10:40:00Z',
};
