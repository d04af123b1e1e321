import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import {
  requireParams,
  callEndpoint,
  endpoint,
  actionResult,
  paginated,
  type PageQuery,
} from '@shared/api-client/core';
import { keyParams } from './query-keys.ts';

/** A course's rating: the mean of 1..5 stars, how many rated, and how many gave each star (our design). */
export const ratingSummarySchema = z.looseObject({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.int().check(z.nonnegative()),
  /** Star ("1".."5") → how many gave it. */
  distribution: z.record(z.string(), z.int().check(z.nonnegative())),
  /** The logged-in student's own stars; null when they have not rated or no one is logged in (our addition). */
  mine: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(5)))),
});

/** One comment on a course (our design; spec section 3 shows no fields). */
export const feedbackItemSchema = z.looseObject({
  id: z.int(),
  body: z.string(),
  /** The writer's own stars, when they rated the course. */
  rate: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  user: z.looseObject({ fullName: z.string(), avatar: z.nullable(z.string()) }),
  /** ISO 8601. */
  created_at: z.string(),
});

/** A course's slug, as the feedback calls name it. */
const courseSlug = z
  .string({ error: 'دوره مشخص نشده است.' })
  .check(z.trim(), z.regex(/^[a-z0-9-]+$/, 'شناسهٔ دوره معتبر نیست.'));

/** The feedback list request (our design): the course and the page. */
export const feedbackListRequestSchema = z.object({
  course_slug: courseSlug,
  page: z._default(z.coerce.number().check(z.int(), z.positive('شمارهٔ صفحه باید عددی مثبت باشد.')), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50, 'هر صفحه حداکثر ۵۰ نظر دارد.')), 10),
});

/** Longest comment, in characters once trimmed (a text box may stop typing there). */
export const FEEDBACK_BODY_MAX_LENGTH = 1000;

/** A new comment on a course (our design): 5–1000 characters once trimmed. */
export const feedbackStoreRequestSchema = z.object({
  course_slug: courseSlug,
  body: z
    .string({ error: 'متن نظر را بنویسید.' })
    .check(
      z.trim(),
      z.minLength(5, 'متن نظر باید دست‌کم ۵ نویسه باشد.'),
      z.maxLength(FEEDBACK_BODY_MAX_LENGTH, 'متن نظر نباید بیشتر از ۱۰۰۰ نویسه باشد.'),
    ),
});

/** The comment form's own check: the text alone, by the call's rules (the course comes from the page). */
export const feedbackBodyOnlySchema = z.pick(feedbackStoreRequestSchema, { body: true });

const RATE_RANGE = 'امتیاز را از ۱ تا ۵ ستاره انتخاب کنید.';

/** A rating of a course: 1..5 stars (spec section 9: rating length 5). */
export const feedbackRateRequestSchema = z.object({
  course_slug: courseSlug,
  rate: z.number({ error: RATE_RANGE }).check(z.int(RATE_RANGE), z.gte(1, RATE_RANGE), z.lte(5, RATE_RANGE)),
});

/** A course's comments and stars. Reading is open; the token, when there is one, brings the student's own stars. */
export const feedbackEndpoints = {
  /** A course's comments, newest first, a page at a time, with its rating (`rating.mine` with a token). */
  list: endpoint({
    method: 'post',
    path: '/front/feedback/list',
    access: 'optional',
    body: feedbackListRequestSchema,
    response: z.extend(paginated(feedbackItemSchema), { rating: ratingSummarySchema }),
  }),
  /** Adds a comment. */
  store: endpoint({
    method: 'post',
    path: '/front/feedback/store',
    access: 'student',
    body: feedbackStoreRequestSchema,
    response: actionResult(feedbackItemSchema),
  }),
  /** Rates a course; a second rating replaces the first. */
  rate: endpoint({
    method: 'post',
    path: '/front/feedback/storeRate',
    access: 'student',
    body: feedbackRateRequestSchema,
    response: actionResult(ratingSummarySchema),
  }),
};

/** A page of comments plus the course's rating summary. */
export const feedbackListResponseSchema = feedbackEndpoints.list.response;
export const feedbackStoreResponseSchema = feedbackEndpoints.store.response;
export const feedbackRateResponseSchema = feedbackEndpoints.rate.response;

export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackListRequest = z.input<typeof feedbackListRequestSchema> & PageQuery;
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;
export type FeedbackStoreRequest = z.input<typeof feedbackStoreRequestSchema>;
export type FeedbackRateRequest = z.input<typeof feedbackRateRequestSchema>;
export type FeedbackStoreResponse = z.infer<typeof feedbackStoreResponseSchema>;
export type FeedbackRateResponse = z.infer<typeof feedbackRateResponseSchema>;

/** A course's comments, newest first, with its rating. */
export async function getFeedbackList(body: FeedbackListRequest): Promise<FeedbackListResponse> {
  requireParams({ body });
  return callEndpoint(feedbackEndpoints.list, { body });
}

/**
 * A course's comments, newest first, a page at a time, each with the rating
 * summary. The course and the page size are the key; the pages live inside
 * the one infinite query, so a new comment resets them all at once.
 */
export function feedbackListQuery(query: Omit<FeedbackListRequest, 'page'>) {
  const params = keyParams(query);
  return infiniteQueryOptions({
    queryKey: ['feedback', 'list', params] as const,
    queryFn: ({ pageParam }) => getFeedbackList({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: FeedbackListResponse) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** Adds a comment (needs the session). */
export async function storeFeedback(body: FeedbackStoreRequest): Promise<FeedbackStoreResponse> {
  requireParams({ body });
  return callEndpoint(feedbackEndpoints.store, { body });
}

/** Rates a course (needs the session); a second rating replaces the first. */
export async function storeFeedbackRate(body: FeedbackRateRequest): Promise<FeedbackRateResponse> {
  requireParams({ body });
  return callEndpoint(feedbackEndpoints.rate, { body });
}
