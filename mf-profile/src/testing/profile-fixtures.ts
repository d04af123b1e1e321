import type { FinishedQuizRun, AuthUser, NotificationMessage, ProfileCourse, ReportCard } from '@shared/api-client';

/**
 * Answers shaped like the dev API's demo student, for component tests
 * against a real local HTTP server: the real client parses them with its schemas.
 */

const styles = (name: string) => {
  const url = `/api/dev-media/course/${encodeURIComponent(name)}.svg`;
  return { styles: { thumbnail: `${url}?w=320`, medium: `${url}?w=768`, large: `${url}?w=1280` } };
};

export const USER: AuthUser = {
  id: 1,
  fullName: 'سارا محمدی',
  avatar: null,
  first_name: 'سارا',
  last_name: 'محمدی',
  email: null,
  mobile: '09120000000',
  grade_slug: 'grade-9',
  grade_name: 'نهم',
  bio: null,
};

export function profileCourse(id: number, progress: number, overrides: Partial<ProfileCourse> = {}): ProfileCourse {
  return {
    id,
    title: `دورهٔ من ${id.toLocaleString('fa-IR')}`,
    slug: `my-course-${id}`,
    image_styles: styles(`c${id}`),
    teacher: { name: 'علی رضایی' },
    grade: { name: 'نهم', slug: 'grade-9' },
    progress_percent: progress,
    contents_count: 20,
    completed_contents: Math.round((20 * progress) / 100),
    last_watched_at: progress > 0 ? `2024-11-${String(10 + id).padStart(2, '0')}T10:00:00Z` : null,
    ...overrides,
  };
}

export const REPORT_CARD: ReportCard = {
  uuid: '0f1e2d3c-4b5a-4968-a776-8594a3b2c1d0',
  student: { fullName: 'سارا محمدی', avatar: null, grade_name: 'نهم' },
  average_percent: 86.3,
  average_score: 17.25,
  max_score: 20,
  courses: [
    {
      course: { title: 'ریاضی نهم', slug: 'math-grade-9' },
      score: 17.83,
      max_score: 20,
      grade_label: 'خیلی خوب',
      quizzes: [
        {
          title: 'آزمون فصل اول؛ مجموعه‌ها',
          slug: 'quiz-1',
          score: 18.5,
          max_score: 20,
          taken_at: '2024-10-12T09:00:00Z',
        },
        {
          title: 'آزمون فصل دوم؛ عددهای حقیقی',
          slug: 'quiz-2',
          score: 16,
          max_score: 20,
          taken_at: '2024-10-26T09:00:00Z',
        },
      ],
    },
    {
      course: { title: 'علوم نهم', slug: 'science-grade-9' },
      score: 15,
      max_score: 20,
      grade_label: 'خیلی خوب',
      quizzes: [
        { title: 'آزمون فصل اول؛ مواد', slug: 'quiz-4', score: 15, max_score: 20, taken_at: '2024-11-16T09:00:00Z' },
      ],
    },
  ],
  share_path: '/profile/report-card/0f1e2d3c-4b5a-4968-a776-8594a3b2c1d0',
  issued_at: '2024-11-16T09:00:00Z',
};

export function notification(id: number, isRead: boolean): NotificationMessage {
  return {
    id,
    is_read: isRead,
    body: `پیام شمارهٔ ${id.toLocaleString('fa-IR')} دربارهٔ کلاس`,
    j_created_at: '۱۴۰۳/۰۸/۲۵ ۱۰:۰۰',
    created_at: '2024-11-15T06:30:00Z',
    sender: { name: 'پشتیبانی دانش‌سرا', image: '/api/dev-media/avatar/support.svg' },
  };
}

/** A quiz run the student finished, as `GET /front/profile/quiz-runs` lists it (this one has no course). */
export const FINISHED_RUN: FinishedQuizRun = {
  id: 7,
  quiz: { code: 'QZ1009', slug: 'english-grade-9-grammar', title: 'آزمون زبان انگلیسی نهم: دستور زبان', course: null },
  finished_at: '2024-11-20T10:00:00Z',
  question_count: 11,
  correct_count: 8,
  percent: 72.7,
};
