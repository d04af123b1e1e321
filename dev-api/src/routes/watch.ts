import type { FastifyInstance } from 'fastify';
import { playedStretches, watchEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import type { WatchRecord } from '../core/state.ts';
import type { SeedContent } from '../seed/contents.ts';
import { courseContents, findContentById, findCourse, findCourseById } from '../seed/courses.ts';
import { masteryOf, mergeSeconds, WATCHED_SHARE, watchedShare } from './course-progress.ts';

function progressView(content: SeedContent, record: WatchRecord) {
  const share = watchedShare(record);
  return {
    content_id: content.id,
    content_slug: content.slug,
    watched_seconds: record.watched_seconds,
    total_seconds: record.total_seconds,
    percent: Math.floor(share * 100),
    is_watched: share >= WATCHED_SHARE,
    updated_at: record.updated_at,
  };
}

/** Routes of the "watch" domain (spec section 7): saved positions and mastery, bearer only. */
export async function watchRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, watchEndpoints.contentWatch, ({ query, user, reply }) => {
    const course = findCourseById(query.course_id);
    if (!course) return sendNotFound(reply, 'دوره');
    const progress = context.store.get().watchProgress;
    return {
      data: courseContents(course).flatMap((content) => {
        const record = progress[`${user.id}:${content.id}`];
        return record ? [progressView(content, record)] : [];
      }),
    };
  });

  serve(app, context, watchEndpoints.setProgress, ({ query, user, reply }) => {
    const { id, watched_seconds: watchedSeconds, total_seconds: totalSeconds } = query;
    const played = playedStretches(query.played, totalSeconds) ?? [];
    const content = findContentById(id);
    const course = content && findCourseById(content.course_id);
    if (!content || !course) return sendNotFound(reply, 'محتوا');
    const key = `${user.id}:${content.id}`;
    const record = context.store.update((state) => {
      const earlier = state.watchProgress[key];
      const now = new Date().toISOString();
      const saved: WatchRecord = {
        watched_seconds: watchedSeconds,
        // Rewinding moves the resume point back but never undoes what was watched.
        furthest_seconds: Math.min(totalSeconds, Math.max(earlier?.furthest_seconds ?? 0, watchedSeconds)),
        total_seconds: totalSeconds,
        updated_at: now,
        // The distinct seconds played, over every visit: what counts the video watched.
        // A record stored before seconds were reported keeps its old reading: up to its furthest point.
        seen: mergeSeconds([...(earlier ? (earlier.seen ?? [[0, earlier.furthest_seconds]]) : []), ...played]),
      };
      const wasWatched = earlier !== undefined && watchedShare(earlier) >= WATCHED_SHARE;
      const watchedAt = earlier?.watched_at ?? (wasWatched ? earlier.updated_at : undefined);
      if (watchedAt) saved.watched_at = watchedAt;
      else if (watchedShare(saved) >= WATCHED_SHARE) saved.watched_at = now;
      state.watchProgress[key] = saved;
      return saved;
    });
    return {
      message: 'پیشرفت تماشای شما ذخیره شد.',
      data: { progress: progressView(content, record), mastery: masteryOf(context.store.get(), user.id, course) },
    };
  });

  serve(app, context, watchEndpoints.courseMastery, ({ query, user, reply }) => {
    const course = findCourse(query.course_slug);
    return course ? { data: masteryOf(context.store.get(), user.id, course) } : sendNotFound(reply, 'دوره');
  });

  serve(app, context, watchEndpoints.mastery, ({ query, user, reply }) => {
    const course = findCourseById(query.course_id);
    return course ? { data: masteryOf(context.store.get(), user.id, course) } : sendNotFound(reply, 'دوره');
  });
}
