import type { FastifyInstance } from 'fastify';
import { feedbackEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import type { DevApiState } from '../core/state.ts';
import { seedFeedbackFor, seedRatingFor } from '../seed/feedback.ts';
import { avatarOf, fullName } from './auth-session.ts';

/**
 * A course's rating: its seeded stars (which match the course card's rating, see
 * seed/feedback.ts) plus what students stored; `mine` is the asking student's
 * own stars (our addition), so their choice shows again after a reload.
 */
export function ratingSummary(state: DevApiState, slug: string, userId?: number) {
  const seeded = seedRatingFor(slug);
  const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, ...seeded?.distribution };
  let count = seeded?.count ?? 0;
  let sum = seeded?.sum ?? 0;
  for (const { rate } of state.ratings.filter((rating) => rating.course_slug === slug)) {
    distribution[rate] = (distribution[rate] ?? 0) + 1;
    count += 1;
    sum += rate;
  }
  const average = count ? sum / count : 0;
  const mine =
    userId === undefined
      ? null
      : (state.ratings.find((r) => r.user_id === userId && r.course_slug === slug)?.rate ?? null);
  return { average: Math.round(average * 10) / 10, count, distribution, mine };
}

/** Stored comments (newest first) then seeded ones, in the client's `feedbackItemSchema` shape. */
function courseFeedback(state: DevApiState, slug: string) {
  const stored = state.feedback
    .filter((item) => item.course_slug === slug)
    .reverse()
    .map((item) => {
      const writer = state.users.find((user) => user.id === item.user_id);
      const rate = state.ratings.find((rating) => rating.user_id === item.user_id && rating.course_slug === slug);
      return {
        id: item.id,
        body: item.body,
        rate: rate?.rate ?? null,
        user: writer
          ? { fullName: fullName(writer), avatar: avatarOf(writer) }
          : { fullName: 'کاربر حذف‌شده', avatar: null },
        created_at: item.created_at,
      };
    });
  return [...stored, ...seedFeedbackFor(slug)];
}

/** `/front/feedback/*`: comments and star ratings of courses. Writing needs a logged-in student. */
export async function feedbackRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, feedbackEndpoints.list, ({ body, user }) => {
    const { course_slug: slug, page, per_page: perPage } = body;
    const state = context.store.get();
    const all = courseFeedback(state, slug);
    return {
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, last_page: Math.ceil(all.length / perPage), per_page: perPage, total: all.length },
      rating: ratingSummary(state, slug, user?.id),
    };
  });

  serve(app, context, feedbackEndpoints.store, ({ body, user }) => {
    const stored = context.store.update((state) => {
      const item = {
        id: Math.max(100_000, ...state.feedback.map((feedback) => feedback.id)) + 1,
        user_id: user.id,
        course_slug: body.course_slug,
        body: body.body,
        created_at: new Date().toISOString(),
      };
      state.feedback.push(item);
      return item;
    });
    const item = courseFeedback(context.store.get(), stored.course_slug).find((entry) => entry.id === stored.id);
    return { message: 'نظر شما ثبت شد. از همراهی‌تان سپاسگزاریم.', data: item };
  });

  serve(app, context, feedbackEndpoints.rate, ({ body, user }) => {
    const { course_slug: slug, rate } = body;
    context.store.update((state) => {
      const updatedAt = new Date().toISOString();
      const existing = state.ratings.find((rating) => rating.user_id === user.id && rating.course_slug === slug);
      if (existing) Object.assign(existing, { rate, updated_at: updatedAt });
      else state.ratings.push({ user_id: user.id, course_slug: slug, rate, updated_at: updatedAt });
    });
    return { message: 'امتیاز شما ثبت شد.', data: ratingSummary(context.store.get(), slug, user.id) };
  });
}
