import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';

/** `POST /contact`: stores a message for the support team. */
export async function contactRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, contactEndpoints.send, ({ body }) => {
    const stored = context.store.update((state) => {
      const id = Math.max(0, ...state.contactMessages.map((message) => message.id)) + 1;
      const message = {
        id,
        ...body,
        tracking_code: `DS-${String(id).padStart(5, '0')}`,
        created_at: new Date().toISOString(),
      };
      state.contactMessages.push(message);
      return message;
    });
    return {
      message: `پیام شما ثبت شد. کد پیگیری: ${stored.tracking_code}`,
      data: { id: stored.id, tracking_code: stored.tracking_code, created_at: stored.created_at },
    };
  });
}
