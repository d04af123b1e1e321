import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { certificateEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import type { DevApiState, DevUser } from '../core/state.ts';
import { courseCard } from '../seed/courses-views.ts';
import { fullName } from './auth-session.ts';
import { completedCoursesOf } from './course-progress.ts';

/**
 * Course certificates (our addition): earned by watching every video of a
 * course (see course-progress.ts), never stored. Each carries the date its
 * course was completed and a number made from the student and the course, so
 * it never changes and names one certificate. Anyone with the number sees the
 * certificate (the page a student prints or shares); the number does not
 * reveal the student's account.
 */

/** «DS-0012-7F3A9C41»: the course's id, then eight hex digits of a hash of the student and the course. */
export function certificateNumber(userId: number, courseId: number): string {
  const digest = createHash('sha256').update(`danesh-sara certificate ${userId}:${courseId}`).digest('hex');
  return `DS-${String(courseId).padStart(4, '0')}-${digest.slice(0, 8).toUpperCase()}`;
}

function certificatesOf(state: DevApiState, user: DevUser) {
  return completedCoursesOf(state, user.id)
    .map(({ course, completed_at }) => {
      const card = courseCard(course);
      return {
        number: certificateNumber(user.id, course.id),
        student: { fullName: fullName(user) },
        course: { title: card.title, slug: card.slug, teacher: card.teacher.name, grade: card.grade.name },
        issued_at: completed_at,
      };
    })
    .sort((a, b) => b.issued_at.localeCompare(a.issued_at));
}

export async function certificateRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, certificateEndpoints.mine, ({ user }) => ({ data: certificatesOf(context.store.get(), user) }));

  serve(app, context, certificateEndpoints.byNumber, ({ params, reply }) => {
    const wanted = params.number.trim().toUpperCase();
    const courseId = Number(/^DS-(\d{4})-[0-9A-F]{8}$/.exec(wanted)?.[1]);
    const state = context.store.get();
    if (Number.isInteger(courseId) && courseId > 0) {
      for (const user of state.users) {
        if (certificateNumber(user.id, courseId) !== wanted) continue;
        const found = certificatesOf(state, user).find((certificate) => certificate.number === wanted);
        if (found) return { data: found };
      }
    }
    return sendNotFound(reply, 'گواهی');
  });
}
