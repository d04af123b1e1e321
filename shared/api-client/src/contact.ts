import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, actionResult } from '@shared/api-client/core';
import { boundedText, CONTACT_FORMAT_MESSAGES, optionalLogin } from './request-rules.ts';

const NO_REPLY_ADDRESS = 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.';

/**
 * ContactUsRequest (our design; spec section 3 shows no fields): a name, an
 * e-mail or a mobile number to answer to (at least one), a subject and the
 * message. The one schema the client, the dev API and the contact form check.
 */
export const contactRequestSchema = z
  .object({
    name: boundedText({ missing: 'نام خود را وارد کنید.', long: 'نام نباید بیشتر از ۶۰ نویسه باشد.' }, 2, 60),
    email: optionalLogin('email', CONTACT_FORMAT_MESSAGES.email),
    mobile: optionalLogin('mobile', CONTACT_FORMAT_MESSAGES.mobile),
    subject: boundedText({ missing: 'موضوع پیام را وارد کنید.', long: 'موضوع نباید بیشتر از ۱۰۰ نویسه باشد.' }, 3, 100),
    message: boundedText(
      {
        missing: 'متن پیام را بنویسید.',
        short: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.',
        long: 'متن پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.',
      },
      10,
      2000,
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.email || body.mobile) return;
      context.addIssue({ code: 'custom', path: ['email'], message: NO_REPLY_ADDRESS });
      context.addIssue({ code: 'custom', path: ['mobile'], message: NO_REPLY_ADDRESS });
    }),
  );

/** The stored message's receipt: its id and a tracking code to quote (our design). */
export const contactReceiptSchema = z.looseObject({
  id: z.int(),
  tracking_code: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});

/** The contact form's one call: anyone may write, signed in or not. */
export const contactEndpoints = {
  send: endpoint({
    method: 'post',
    path: '/contact',
    access: 'public',
    body: contactRequestSchema,
    response: actionResult(contactReceiptSchema),
  }),
};

export const contactResponseSchema = contactEndpoints.send.response;

/** What a caller passes (as typed); the call sends it parsed. */
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** What is sent: trimmed, the mobile as 09…, a blank e-mail or mobile as null. */
export type ContactRequestBody = z.output<typeof contactRequestSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Sends a message to the support team (ContactUsRequest). */
export async function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  requireParams({ body });
  return callEndpoint(contactEndpoints.send, { body });
}
