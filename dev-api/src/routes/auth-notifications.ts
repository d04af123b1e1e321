import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import { persianDigits, notificationsOf } from './auth-session.ts';

/** The bell: `GET /auth/notifications` (spec section 7) and marking messages read (our addition). */
export async function notificationRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, notificationEndpoints.list, ({ request, reply, user }) => {
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

  serve(app, context, notificationEndpoints.markRead, ({ body, user }) => {
    const known = notificationsOf(context.store.get(), user.id).messages.map((message) => message.id);
    const ids = body.ids ? known.filter((id) => body.ids?.includes(id)) : known;
    context.store.update((state) => {
      const key = String(user.id);
      state.readNotifications[key] = [...new Set([...(state.readNotifications[key] ?? []), ...ids])];
    });
    return { data: notificationsOf(context.store.get(), user.id) };
  });
}
