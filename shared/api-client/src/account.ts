import * as z from '@shared/schema';
import { authUserSchema } from './auth.ts';
import { requireParams, callEndpoint, endpoint, actionResult } from '@shared/api-client/core';
// Only a type from profile.ts: its `editProfile` is the profile save described here, so a value would be a cycle.
import type { ProfileEditRequest } from './profile.ts';
import { CONTACT_FORMAT_MESSAGES, otpCode, parseLogin } from './request-rules.ts';

/**
 * Changing the way a student logs in (our addition). A new mobile number or
 * e-mail never takes effect on a save: a code is sent to it and the change is
 * made only when that code comes back, so a typo cannot move the account to a
 * number nobody owns. Until then the old one still logs in.
 */

/** The two fields a student logs in with. */
export const contactFieldSchema = z.enum(['mobile', 'email']);

/** A new value the save did not make: it waits for the code sent to it. */
export const pendingContactChangeSchema = z.looseObject({
  field: contactFieldSchema,
  /** Normalised: 09… for a mobile number, lower case for an e-mail. */
  value: z.string(),
});

/**
 * A profile save's answer: the updated user (profile.ts's `profileEditResponseSchema`), with what is waiting
 * for a code (absent from a backend that knows none).
 */
export const profileSaveResponseSchema = z.extend(actionResult(authUserSchema), {
  pending: z._default(z.array(pendingContactChangeSchema), []),
});

/**
 * A profile save's body, sent as typed (profile.ts's `profileEditRequestSchema` says what it may hold).
 * It is not parsed here, for two reasons. The server judges the body whole, with the one rule only it
 * knows (its list of grades), so a single 422 names every wrong field and a form shows them together. And
 * a field left out keeps its value, while the parsed body would send it as null, which clears it.
 */
const profileEditAsTyped = z.looseObject({});

/**
 * Asking for a code to a new mobile number or e-mail: the value must have the
 * field's form. Whether it is new, and free, is the server's to judge.
 */
export const contactCodeRequestSchema = z
  .object({
    field: z.enum(contactFieldSchema.options, { error: 'بگویید شمارهٔ موبایل را تغییر می‌دهید یا ایمیل را.' }),
    value: z.string({ error: 'شمارهٔ موبایل یا ایمیل تازه را وارد کنید.' }),
  })
  .check(
    z.superRefine(({ field, value }, context) => {
      if (parseLogin(value)?.kind === field) return;
      context.addIssue({ code: 'custom', path: ['value'], message: CONTACT_FORMAT_MESSAGES[field] });
    }),
  );

const TOKEN_MISSING = 'نشانهٔ کد فرستاده نشده است.';

/** Sending the code back (Persian digits accepted) with the token the request answered. */
export const contactCodeConfirmSchema = z.object({
  code: otpCode,
  token: z.string({ error: TOKEN_MISSING }).check(z.minLength(1, TOKEN_MISSING)),
});

/** The code alone, by the confirmation's rules: what the code form checks (the token is the challenge's). */
export const contactCodeOnlySchema = z.pick(contactCodeConfirmSchema, { code: true });

/** A code on its way to the new value. */
export const contactCodeChallengeSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  field: contactFieldSchema,
  /** The normalised value the code went to. */
  value: z.string(),
  /** Seconds until the code stops working. */
  expires_in: z.int().check(z.positive()),
  /** Seconds before another code to the same value may be asked for. */
  resend_in: z.int().check(z.nonnegative()),
  code_length: z.int().check(z.positive()),
});

export const contactCodeResponseSchema = z.looseObject({ message: z.string(), data: contactCodeChallengeSchema });
/** The confirmation answers the user with the new value in place. */
export const contactConfirmResponseSchema = z.looseObject({ message: z.string(), data: authUserSchema });

/** The account's calls (our addition beyond the profile save): changing the way a student logs in. */
export const accountEndpoints = {
  /**
   * The profile edit: the fields saved, and the new mobile number or e-mail left for a code (`pending`).
   * `editProfile` (profile.ts) is the same call.
   */
  saveProfile: endpoint({
    method: 'post',
    path: '/front/profile/edit',
    access: 'student',
    body: profileEditAsTyped,
    response: profileSaveResponseSchema,
  }),
  /**
   * Sends a code to a new mobile number or e-mail. 422 names a wrong form or a value another account has
   * (field `value`); 429 a second code asked for too soon.
   */
  requestCode: endpoint({
    method: 'post',
    path: '/front/profile/account/request-code',
    access: 'student',
    body: contactCodeRequestSchema,
    response: contactCodeResponseSchema,
  }),
  /**
   * The code back with its token; on success the login becomes the new value. A wrong code is a 422 on
   * `code` (five tries), an expired one on `token`.
   */
  confirmCode: endpoint({
    method: 'post',
    path: '/front/profile/account/confirm-code',
    access: 'student',
    body: contactCodeConfirmSchema,
    response: contactConfirmResponseSchema,
  }),
};

export type ContactField = z.infer<typeof contactFieldSchema>;
export type PendingContactChange = z.infer<typeof pendingContactChangeSchema>;
export type ProfileSaveResponse = z.infer<typeof profileSaveResponseSchema>;
export type ContactCodeRequest = z.input<typeof contactCodeRequestSchema>;
export type ContactCodeConfirm = z.input<typeof contactCodeConfirmSchema>;
export type ContactCodeChallenge = z.infer<typeof contactCodeChallengeSchema>;
export type ContactCodeResponse = z.infer<typeof contactCodeResponseSchema>;
export type ContactConfirmResponse = z.infer<typeof contactConfirmResponseSchema>;

/** The profile save, read with `pending`: the new mobile number or e-mail the save left for a code. */
export async function saveProfile(body: ProfileEditRequest): Promise<ProfileSaveResponse> {
  requireParams({ body });
  return callEndpoint(accountEndpoints.saveProfile, { body });
}

/** Sends a code to a new mobile number or e-mail. */
export async function requestContactCode(body: ContactCodeRequest): Promise<ContactCodeResponse> {
  requireParams({ body });
  requireParams({ field: body.field, value: body.value });
  return callEndpoint(accountEndpoints.requestCode, { body });
}

/** The code back with its token; on success the login becomes the new value. */
export async function confirmContactCode(body: ContactCodeConfirm): Promise<ContactConfirmResponse> {
  requireParams({ body });
  requireParams({ token: body.token, code: body.code });
  return callEndpoint(accountEndpoints.confirmCode, { body });
}
