import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { authUserSchema } from './auth.ts';
import { finishedQuizRunSchema } from './quiz-schemas.ts';
import { accountEndpoints } from './account.ts';
import {
  requireParams,
  callEndpoint,
  endpoint,
  actionResult,
  imageStylesSchema,
  list,
  single,
} from '@shared/api-client/core';
import { CONTACT_FORMAT_MESSAGES, optionalLogin, optionalText, personName } from './request-rules.ts';

/**
 * A course the student has started (any saved position), with the same
 * progress the course page's mastery shows (our design).
 */
export const profileCourseSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  teacher: z.looseObject({ name: z.string() }),
  grade: z.looseObject({ name: z.string(), slug: z.string() }),
  /** 0..100: the course's mastery. */
  progress_percent: z.number().check(z.gte(0), z.lte(100)),
  /** The course's videos, and those watched to the end (mastery's total and watched contents). */
  contents_count: z.int().check(z.nonnegative()),
  completed_contents: z.int().check(z.nonnegative()),
  /** ISO 8601; null before the first lesson. */
  last_watched_at: z.nullable(z.string()),
});

/** One quiz on the report card (our design). */
export const reportCardQuizSchema = z.looseObject({
  title: z.string(),
  slug: z.string(),
  score: z.number(),
  max_score: z.number().check(z.positive()),
  /** ISO 8601. */
  taken_at: z.string(),
  /**
   * The quiz run this result is (our addition): its id and quiz code, so the run's own result page can be
   * linked and a list that also reads the runs counts it once. Null for a result recorded without a run.
   */
  run_id: z.optional(z.nullable(z.int())),
  quiz_code: z.optional(z.nullable(z.string())),
});

/** One course on the report card: its score and its quizzes (our design). */
export const reportCardCourseSchema = z.looseObject({
  course: z.looseObject({ title: z.string(), slug: z.string() }),
  score: z.number(),
  max_score: z.number().check(z.positive()),
  /** A Persian grade word such as «عالی». */
  grade_label: z.string(),
  quizzes: z.array(reportCardQuizSchema),
});

/** A report card; `uuid` is what the shared link carries (our design). */
export const reportCardSchema = z.looseObject({
  uuid: z.string(),
  student: z.looseObject({ fullName: z.string(), avatar: z.nullable(z.string()), grade_name: z.nullable(z.string()) }),
  /** Mean percentage over the courses, 0..100. */
  average_percent: z.number().check(z.gte(0), z.lte(100)),
  /** The mean of the courses' scores, on the scores' own scale (out of `max_score`, 20). */
  average_score: z.number().check(z.nonnegative()),
  max_score: z.number().check(z.positive()),
  courses: z.array(reportCardCourseSchema),
  /** Site path of the shared card. */
  share_path: z.string(),
  /** ISO 8601. */
  issued_at: z.string(),
});

/** The longest bio the server keeps, in characters once trimmed. */
export const PROFILE_BIO_MAX_LENGTH = 500;

/**
 * The profile edit form (our design; spec section 3 shows no fields). A
 * field left out keeps its value and a blank one clears it. Whether a
 * mobile number or e-mail is free, that one of them stays, and which grades
 * exist are the server's to judge.
 */
export const profileEditRequestSchema = z.object({
  first_name: personName('نام'),
  last_name: personName('نام خانوادگی'),
  email: optionalLogin('email', CONTACT_FORMAT_MESSAGES.email),
  mobile: optionalLogin('mobile', CONTACT_FORMAT_MESSAGES.mobile),
  grade_slug: optionalText,
  bio: optionalText.check(
    z.refine((bio) => (bio ?? '').length <= PROFILE_BIO_MAX_LENGTH, 'معرفی نباید بیشتر از ۵۰۰ نویسه باشد.'),
  ),
});

/** The uploaded avatar's URL and the updated user (our design). */
export const avatarUploadResultSchema = z.looseObject({ avatar: z.string(), user: authUserSchema });

/** The student's own pages (bearer), her shared report card (public) and her avatar. */
export const profileEndpoints = {
  courses: endpoint({
    method: 'get',
    path: '/front/profile/courses',
    access: 'student',
    response: list(profileCourseSchema),
  }),
  /** Our addition: every quiz run the student finished, newest first, for the test archive. */
  quizRuns: endpoint({
    method: 'get',
    path: '/front/profile/quiz-runs',
    access: 'student',
    response: list(finishedQuizRunSchema),
  }),
  reportCard: endpoint({
    method: 'get',
    path: '/front/profile/report-card',
    access: 'student',
    response: single(reportCardSchema),
  }),
  /** A shared card, readable without logging in. */
  sharedReportCard: endpoint({
    method: 'get',
    path: '/front/profile/report-card/:uuid',
    access: 'public',
    response: single(reportCardSchema),
  }),
  /** The avatar, as multipart field `avatar` (png, jpeg or webp): a form, so no JSON body to describe. */
  uploadAvatar: endpoint({
    method: 'post',
    path: '/front/profile/media/upload',
    access: 'student',
    response: actionResult(avatarUploadResultSchema),
  }),
};

export const profileCoursesResponseSchema = profileEndpoints.courses.response;
export const finishedQuizRunsResponseSchema = profileEndpoints.quizRuns.response;
export const reportCardResponseSchema = profileEndpoints.reportCard.response;
export const profileEditResponseSchema = actionResult(authUserSchema);
export const avatarUploadResponseSchema = profileEndpoints.uploadAvatar.response;

export type ProfileCourse = z.infer<typeof profileCourseSchema>;
export type FinishedQuizRunsResponse = z.infer<typeof finishedQuizRunsResponseSchema>;
export type ReportCardQuiz = z.infer<typeof reportCardQuizSchema>;
export type ReportCardCourse = z.infer<typeof reportCardCourseSchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;
/** What a caller passes (as typed). */
export type ProfileEditRequest = z.input<typeof profileEditRequestSchema>;
/** The body parsed: names tidied, the mobile as 09…, blanks as null (cleared). */
export type ProfileEditRequestBody = z.output<typeof profileEditRequestSchema>;
export type ProfileCoursesResponse = z.infer<typeof profileCoursesResponseSchema>;
export type ReportCardResponse = z.infer<typeof reportCardResponseSchema>;
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

/** The courses the student has started (bearer). */
export async function getProfileCourses(): Promise<ProfileCoursesResponse> {
  return callEndpoint(profileEndpoints.courses, {});
}

/** Every quiz run the student finished, newest first, for the test archive (bearer; our addition). */
export async function getFinishedQuizRuns(): Promise<FinishedQuizRunsResponse> {
  return callEndpoint(profileEndpoints.quizRuns, {});
}

export const finishedQuizRunsQuery = () =>
  queryOptions({ queryKey: ['profile', 'quiz-runs'], queryFn: getFinishedQuizRuns });

/** The student's report card (bearer). */
export async function getReportCard(): Promise<ReportCardResponse> {
  return callEndpoint(profileEndpoints.reportCard, {});
}

export const reportCardQuery = () => queryOptions({ queryKey: ['profile', 'report-card'], queryFn: getReportCard });

/** A shared card, readable without logging in. */
export async function getSharedReportCard(uuid: string): Promise<ReportCardResponse> {
  requireParams({ uuid });
  return callEndpoint(profileEndpoints.sharedReportCard, { params: { uuid } });
}

/** A shared card: its own family, so refreshing the student's own card leaves it alone. */
export const sharedReportCardQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['profile', 'shared-report-card', uuid.trim()] as const,
    queryFn: () => getSharedReportCard(uuid),
  });

/** The profile save (`accountEndpoints.saveProfile`): answers the updated user. */
export async function editProfile(body: ProfileEditRequest): Promise<ProfileEditResponse> {
  requireParams({ body });
  return callEndpoint(accountEndpoints.saveProfile, { body });
}

/**
 * The student's started courses, under one key for every app: «دوره‌های من»,
 * the certificates and the profile read (and refresh) the same answer.
 */
export const profileCoursesQuery = () => queryOptions({ queryKey: ['profile', 'courses'], queryFn: getProfileCourses });
