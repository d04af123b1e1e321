import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevApiContext } from '../core/context.ts';
import { sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { optionalLogin } from './auth-session.ts';

const NO_REPLY_ADDRESS = 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.';

/** ContactUsRequest: a name, an e-mail or a mobile (at least one), a subject and the message. */
const contactBody = z
  .object({
    name: z
      .string({ error: 'نام خود را وارد کنید.' })
      .trim()
      .min(2, 'نام خود را وارد کنید.')
      .max(60, 'نام نباید بیشتر از ۶۰ نویسه باشد.'),
    email: optionalLogin('email', 'نشانی ایمیل معتبر نیست.'),
    mobile: optionalLogin('mobile', 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.'),
    subject: z
      .string({ error: 'موضوع پیام را وارد کنید.' })
      .trim()
      .min(3, 'موضوع پیام را وارد کنید.')
      .max(100, 'موضوع نباید بیشتر از ۱۰۰ نویسه باشد.'),
    message: z
      .string({ error: 'متن پیام را بنویسید.' })
      .trim()
      .min(10, 'متن پیام باید دست‌کم ۱۰ نویسه باشد.')
      .max(2000, 'متن پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.'),
  })
  .superRefine((body, context) => {
    if (body.email || body.mobile) return;
    context.addIssue({ code: 'custom', path: ['email'], message: NO_REPLY_ADDRESS });
    context.addIssue({ code: 'custom', path: ['mobile'], message: NO_REPLY_ADDRESS });
  });

/** `POST /contact`: stores a message for the support team. */
export async function contactRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.post('/contact', async (request, reply) => {
    const body = check(contactBody, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const stored = context.store.update((state) => {
      const id = Math.max(0, ...state.contactMessages.map((message) => message.id)) + 1;
      const message = {
        id,
        ...body.data,
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
