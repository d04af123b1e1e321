import { z } from 'zod';
import { callJson, requireParams } from './call.ts';
import { actionResult } from './envelopes.ts';

/**
 * ContactUsRequest (our design; spec section 3 shows no fields): a name, an
 * e-mail or a mobile number to answer to, a subject and the message.
 */
export const contactRequestSchema = z.object({
  name: z.string(),
  email: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  subject: z.string(),
  message: z.string(),
});

/** The stored message's receipt: its id and a tracking code to quote (our design). */
export const contactReceiptSchema = z.looseObject({
  id: z.number().int(),
  tracking_code: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});

export const contactResponseSchema = actionResult(contactReceiptSchema);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** POST /contact (ContactUsRequest) */
export async function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  requireParams({ body });
  return callJson({ method: 'post', path: 'contact' }, contactResponseSchema, { json: body });
}
