import { z } from 'zod';
import { authUserSchema } from './auth.ts';
import { callJson, requireParams } from './call.ts';
import { actionResult, imageStylesSchema, list, single } from './envelopes.ts';

/** A course the student is enrolled in, with how far they got (our design). */
export const profileCourseSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  teacher: z.looseObject({ name: z.string() }),
  grade: z.looseObject({ name: z.string(), slug: z.string() }),
  /** 0..100 */
  progress_percent: z.number().min(0).max(100),
  contents_count: z.number().int().nonnegative(),
  completed_contents: z.number().int().nonnegative(),
  /** ISO 8601; null before the first lesson. */
  last_watched_at: z.string().nullable(),
});

/** One quiz on the report card (our design). */
export const reportCardQuizSchema = z.looseObject({
  title: z.string(),
  slug: z.string(),
  score: z.number(),
  max_score: z.number().positive(),
  /** ISO 8601. */
  taken_at: z.string(),
});

/** One course on the report card: its score and its quizzes (our design). */
export const reportCardCourseSchema = z.looseObject({
  course: z.looseObject({ title: z.string(), slug: z.string() }),
  score: z.number(),
  max_score: z.number().positive(),
  /** A Persian grade word such as «عالی». */
  grade_label: z.string(),
  quizzes: z.array(reportCardQuizSchema),
});

/** A report card; `uuid` is what the shared link carries (our design). */
export const reportCardSchema = z.looseObject({
  uuid: z.string(),
  student: z.looseObject({ fullName: z.string(), avatar: z.string().nullable(), grade_name: z.string().nullable() }),
  /** Mean percentage over the courses, 0..100. */
  average_percent: z.number().min(0).max(100),
  courses: z.array(reportCardCourseSchema),
  /** Site path of the shared card. */
  share_path: z.string(),
  /** ISO 8601. */
  issued_at: z.string(),
});

/** The profile edit form (our design; spec section 3 shows no fields). */
export const profileEditRequestSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  grade_slug: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
});

/** The uploaded avatar's URL and the updated user (our design). */
export const avatarUploadResultSchema = z.looseObject({ avatar: z.string(), user: authUserSchema });

export const profileCoursesResponseSchema = list(profileCourseSchema);
export const reportCardResponseSchema = single(reportCardSchema);
export const profileEditResponseSchema = actionResult(authUserSchema);
export const avatarUploadResponseSchema = actionResult(avatarUploadResultSchema);

export type ProfileCourse = z.infer<typeof profileCourseSchema>;
export type ReportCardQuiz = z.infer<typeof reportCardQuizSchema>;
export type ReportCardCourse = z.infer<typeof reportCardCourseSchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;
export type ProfileEditRequest = z.infer<typeof profileEditRequestSchema>;
export type ProfileCoursesResponse = z.infer<typeof profileCoursesResponseSchema>;
export type ReportCardResponse = z.infer<typeof reportCardResponseSchema>;
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

/** GET /front/profile/courses (bearer) */
export async function getProfileCourses(): Promise<ProfileCoursesResponse> {
  return callJson({ method: 'get', path: 'front/profile/courses', auth: true }, profileCoursesResponseSchema);
}

/** GET /front/profile/report-card (bearer) */
export async function getReportCard(): Promise<ReportCardResponse> {
  return callJson({ method: 'get', path: 'front/profile/report-card', auth: true }, reportCardResponseSchema);
}

/** GET /front/profile/report-card/{uuid}: a shared card, readable without logging in. */
export async function getSharedReportCard(uuid: string): Promise<ReportCardResponse> {
  requireParams({ uuid });
  return callJson(
    { method: 'get', path: `front/profile/report-card/${encodeURIComponent(uuid.trim())}` },
    reportCardResponseSchema,
  );
}

/** POST /front/profile/edit (bearer, JSON): answers the updated user. */
export async function editProfile(body: ProfileEditRequest): Promise<ProfileEditResponse> {
  requireParams({ body });
  return callJson({ method: 'post', path: 'front/profile/edit', auth: true }, profileEditResponseSchema, {
    json: body,
  });
}

/** POST /front/profile/media/upload (bearer, multipart field `avatar`: png, jpeg or webp) */
export async function uploadAvatar(avatar: Blob, fileName = 'avatar'): Promise<AvatarUploadResponse> {
  requireParams({ avatar });
  const form = new FormData();
  form.append('avatar', avatar, fileName);
  return callJson({ method: 'post', path: 'front/profile/media/upload', auth: true }, avatarUploadResponseSchema, {
    body: form,
  });
}
