import { z } from 'zod';
import { callJson, requireParams } from './call.ts';
import { actionResult, paginated, type PageQuery } from './envelopes.ts';

/** A course's rating: the mean of 1..5 stars, how many rated, and how many gave each star (our design). */
export const ratingSummarySchema = z.looseObject({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** Star ("1".."5") → how many gave it. */
  distribution: z.record(z.string(), z.number().int().nonnegative()),
  /** The logged-in student's own stars; null when they have not rated or no one is logged in (our addition). */
  mine: z.number().int().min(1).max(5).nullable().optional(),
});

/** One comment on a course (our design; spec section 3 shows no fields). */
export const feedbackItemSchema = z.looseObject({
  id: z.number().int(),
  body: z.string(),
  /** The writer's own stars, when they rated the course. */
  rate: z.number().int().min(1).max(5).nullable(),
  user: z.looseObject({ fullName: z.string(), avatar: z.string().nullable() }),
  /** ISO 8601. */
  created_at: z.string(),
});

/** A page of comments plus the course's rating summary. */
export const feedbackListResponseSchema = paginated(feedbackItemSchema).extend({ rating: ratingSummarySchema });

/** The feedback list request (our design): the course and the page. */
export const feedbackListRequestSchema = z.object({
  course_slug: z.string(),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().positive().optional(),
});

/** A new comment on a course (our design). */
export const feedbackStoreRequestSchema = z.object({ course_slug: z.string(), body: z.string() });

/** A rating of a course: 1..5 stars (spec section 9: rating length 5). */
export const feedbackRateRequestSchema = z.object({ course_slug: z.string(), rate: z.number().int() });

export const feedbackStoreResponseSchema = actionResult(feedbackItemSchema);
export const feedbackRateResponseSchema = actionResult(ratingSummarySchema);

export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackListRequest = z.infer<typeof feedbackListRequestSchema> & PageQuery;
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;
export type FeedbackStoreRequest = z.infer<typeof feedbackStoreRequestSchema>;
export type FeedbackRateRequest = z.infer<typeof feedbackRateRequestSchema>;
export type FeedbackStoreResponse = z.infer<typeof feedbackStoreResponseSchema>;
export type FeedbackRateResponse = z.infer<typeof feedbackRateResponseSchema>;

/** POST /front/feedback/list (JSON): a course's comments, newest first, with its rating. */
export async function getFeedbackList(body: FeedbackListRequest): Promise<FeedbackListResponse> {
  requireParams({ body });
  // The token, when there is one, brings the student's own stars (`rating.mine`).
  return callJson({ method: 'post', path: 'front/feedback/list', auth: true }, feedbackListResponseSchema, {
    json: body,
  });
}

/** POST /front/feedback/store (JSON; needs the session cookie): adds a comment. */
export async function storeFeedback(body: FeedbackStoreRequest): Promise<FeedbackStoreResponse> {
  requireParams({ body });
  return callJson({ method: 'post', path: 'front/feedback/store', auth: true }, feedbackStoreResponseSchema, {
    json: body,
  });
}

/** POST /front/feedback/storeRate (JSON; needs the session cookie): rates a course; a second rating replaces the first. */
export async function storeFeedbackRate(body: FeedbackRateRequest): Promise<FeedbackRateResponse> {
  requireParams({ body });
  return callJson({ method: 'post', path: 'front/feedback/storeRate', auth: true }, feedbackRateResponseSchema, {
    json: body,
  });
}
