/**
 * Everything the dev API writes. Seed data (courses, posts, entries) is
 * read-only code in `seed/`; only what users change lives here.
 */
export interface DevApiState {
  users: DevUser[];
  /** access token → user id */
  sessions: Record<string, number>;
  /** OTP token → pending login */
  otpRequests: Record<string, { login: string; code: string; expiresAt: number }>;
  /** `${userId}:${contentId}` → seconds */
  watchProgress: Record<string, { watched_seconds: number; total_seconds: number; updated_at: string }>;
  quizRuns: QuizRunState[];
  contactMessages: {
    id: number;
    name: string;
    email: string;
    mobile?: string;
    subject: string;
    message: string;
    created_at: string;
  }[];
  feedback: { id: number; user_id: number; course_slug: string; body: string; rate?: number; created_at: string }[];
  /** user id → ids of notifications already read */
  readNotifications: Record<string, number[]>;
  chatMessages: { id: number; user_name: string; body: string; created_at: string }[];
}

/** A registered user of the dev API. */
export interface DevUser {
  id: number;
  login: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  avatar: string | null;
  grade_slug: string | null;
  bio: string | null;
}

/** One attempt at a quiz, driven through the quiz run state machine. */
export interface QuizRunState {
  id: number;
  user_id: number;
  quiz_code: string;
  status: 'in_progress' | 'finished';
  started_at: string;
  finished_at: string | null;
  /** question id → chosen option id */
  answers: Record<string, number>;
  current_index: number;
}

/** The first run's state: one demo student, nothing else written yet. */
export function initialState(): DevApiState {
  return {
    users: [
      {
        id: 1,
        login: '09120000000',
        password: 'daneshsara1404',
        first_name: 'سارا',
        last_name: 'محمدی',
        email: 'sara@example.com',
        mobile: '09120000000',
        avatar: null,
        grade_slug: 'grade-9',
        bio: null,
      },
    ],
    sessions: {},
    otpRequests: {},
    watchProgress: {},
    quizRuns: [],
    contactMessages: [],
    feedback: [],
    readNotifications: {},
    chatMessages: [],
  };
}
