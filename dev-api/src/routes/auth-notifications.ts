import type { FastifyInstance } from 'fastify';
import { markNotificationsReadRequestSchema } from '@shared/api-client';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { persianDigits, notificationsOf } from './auth-session.ts';

/** The bell: `GET /auth/notifications` (spec section 7) and marking messages read (our addition). */
export async function notificationRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get('/auth/notifications', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const notifications = notificationsOf(context.store.get(), user.id);
    // The contract allows a text answer; a client that asks only for text gets a one-line summary.
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/plain') && !accept.includes('application/json')) {
      const count = notifications.unread_count;
      const text = count ? `${persianDigits(String(count))} اعلان خوانده‌نشده دارید.` : 'اعلان تازه‌ای ندارید.';
      return reply.type('text/plain; charset=utf-8').send(text);
    }
    return { data: notifications };
  });

  app.post('/auth/notifications/read', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const body = check(markNotificationsReadRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const known = notificationsOf(context.store.get(), user.id).messages.map((message) => message.id);
    const ids = body.data.ids ? known.filter((id) => body.data.ids?.includes(id)) : known;
    context.store.update((state) => {
      const key = String(user.id);
      state.readNotifications[key] = [...new Set([...(state.readNotifications[key] ?? []), ...ids])];
    });
    return { data: notificationsOf(context.store.get(), user.id) };
  });
}
