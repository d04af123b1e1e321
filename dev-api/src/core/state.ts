import { DEMO_ACCOUNT_CREATED_AT, seedFavorites, seedWatchProgress } from '../seed/profile.ts';

/**
 * Everything the dev API writes. Seed data (courses, posts, entries) is
 * read-only code in `seed/`; only what users change lives here.
 */
export interface DevApiState {
  users: DevUser[];
  /** access token → user id */
  sessions: Record<string, number>;
  /** OTP token → pending login; `attempts` counts wrong codes (the token dies after 5) */
  otpRequests: Record<string, { login: string; code: string; expiresAt: number; attempts: number }>;
  /** Code token → a new mobile or e-mail waiting for its code; the login changes only once it is confirmed */
  pendingContactChanges: Record<string, PendingContactChange>;
  /** `${userId}:${contentId}` → the last position and the furthest point reached, in seconds */
  watchProgress: Record<string, WatchRecord>;
  quizRuns: QuizRunState[];
  /** `${userId}:${questionCode}` → the student's last answer to a question-bank question */
  bankAnswers: Record<string, { option_id: number; is_correct: boolean; answered_at: string }>;
  contactMessages: {
    id: number;
    name: string;
    email: string | null;
    mobile: string | null;
    subject: string;
    message: string;
    tracking_code: string;
    created_at: string;
  }[];
  /** Comments on courses; stars live in `ratings` */
  feedback: { id: number; user_id: number; course_slug: string; body: string; created_at: string }[];
  /** One rating (1..5) per user and course; a new one replaces the old */
  ratings: { user_id: number; course_slug: string; rate: number; updated_at: string }[];
  /** Uploaded files (avatars and media), stored under `<dataDir>/uploads/` */
  media: {
    id: number;
    user_id: number;
    file: string;
    name: string;
    mime_type: string;
    size: number;
    created_at: string;
  }[];
  /** user id → ids of notifications already read */
  readNotifications: Record<string, number[]>;
  chatMessages: { id: number; user_name: string; body: string; created_at: string }[];
  /** Courses and articles students marked as favourites, in the order they were added */
  favorites: DevFavorite[];
}

/** What a favourite points at: a course or a blog article, by slug. */
export type FavoriteKind = 'course' | 'article';

/** A course or an article one student marked as a favourite. */
export interface DevFavorite {
  user_id: number;
  kind: FavoriteKind;
  slug: string;
  /** ISO 8601 */
  saved_at: string;
}

/** What is saved of one student's watching of one video. */
export interface WatchRecord {
  /** The last position (where «continue» resumes). */
  watched_seconds: number;
  furthest_seconds: number;
  total_seconds: number;
  updated_at: string;
  /**
   * The distinct whole seconds the player reported as played, merged [start, end] pairs: what counts the
   * video watched. Missing from records stored before it was reported; those read as `furthest_seconds`.
   */
  seen?: [number, number][];
  /** When the video first counted as watched (it stays so): the date a certificate carries. */
  watched_at?: string;
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
  /**
   * When the account was registered (ISO 8601): nothing seeded for the account is dated before it. Missing
   * from users a state file stored before it was recorded; they read as the site's launch.
   */
  created_at?: string;
}

/**
 * A new mobile number or e-mail a user asked to change to (our addition). Until
 * the code sent to it is confirmed the user keeps the old one, so a typo never
 * moves the account; a wrong code counts in `attempts` (the token dies after 5).
 */
export interface PendingContactChange {
  userId: number;
  field: 'mobile' | 'email';
  /** The new value, normalised (09…, lower-case e-mail). */
  value: string;
  code: string;
  /** When the code was sent (ms since the epoch): the next one to the same value waits a minute. */
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** One attempt at a quiz, driven through the quiz run state machine. */
export interface QuizRunState {
  id: number;
  user_id: number;
  quiz_code: string;
  status: 'in_progress' | 'finished';
  started_at: string;
  /** started_at + the quiz's duration, fixed at start; null for an untimed quiz */
  expires_at: string | null;
  finished_at: string | null;
  /** The quiz's question ids, fixed at start so a changed seed never reshuffles a run */
  question_ids: number[];
  /** question id → chosen option id */
  answers: Record<string, number>;
  /** The last question opened (0-based), for resuming after a reload */
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
        created_at: DEMO_ACCOUNT_CREATED_AT,
      },
    ],
    sessions: {},
    otpRequests: {},
    pendingContactChanges: {},
    // The demo student's history is saved positions like any other, so every page reads the same progress.
    watchProgress: seedWatchProgress(),
    quizRuns: [],
    bankAnswers: {},
    contactMessages: [],
    feedback: [],
    ratings: [],
    media: [],
    readNotifications: {},
    chatMessages: [],
    favorites: seedFavorites(),
  };
}
