import * as z from '@shared/schema';
import { cleanPersianText, toLatinDigits } from '@shared/api-client/core';

/**
 * Field rules that several request schemas share. They live here, not in a
 * form or in the dev API, so the client, the dev API's validation and the
 * forms read a mobile number or an e-mail the same way. Persian phones type
 * Persian (۰-۹) or Arabic (٠-٩) digits, so every rule reads all three.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A login identifier: an Iranian mobile number (09xxxxxxxxx) or an e-mail address. */
export type ParsedLogin = { kind: 'mobile' | 'email'; value: string };

/** The message for a login that is neither a mobile number nor an e-mail address. */
export const INVALID_LOGIN_MESSAGE = 'شمارهٔ موبایل (مانند ۰۹۱۲۳۴۵۶۷۸۹) یا نشانی ایمیل معتبر وارد کنید.';

/** The message for an empty login. */
export const MISSING_LOGIN_MESSAGE = 'شمارهٔ موبایل یا ایمیل را وارد کنید.';

/** Reads a mobile number in any usual form (+98, 0098, spaces, Persian digits) or an e-mail in lower case. */
export function parseLogin(raw: string): ParsedLogin | undefined {
  const text = toLatinDigits(raw).trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL.test(email) ? { kind: 'email', value: email } : undefined;
  }
  const digits = text.replace(/[\s\-()]/g, '').replace(/^(\+98|0098|98)(?=9\d{9}$)/, '0');
  const mobile = /^9\d{9}$/.test(digits) ? `0${digits}` : digits;
  return /^09\d{9}$/.test(mobile) ? { kind: 'mobile', value: mobile } : undefined;
}

/** An optional text field: blank (or missing, or null) becomes null. */
export const optionalText = z.pipe(
  z.nullish(z.string().check(z.trim())),
  z.transform((value) => value || null),
);

/** An optional login of one kind, normalised (Persian digits, +98, case); a wrong form is a field error. */
export function optionalLogin(kind: ParsedLogin['kind'], message: string) {
  return z.pipe(
    optionalText,
    z.transform((value, context) => {
      if (!value) return null;
      const login = parseLogin(value);
      if (login?.kind === kind) return login.value;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

/** A required mobile number or e-mail, sent normalised (09…, lower-case e-mail). */
export const loginIdentifier = z.pipe(
  z.string({ error: MISSING_LOGIN_MESSAGE }).check(z.trim(), z.minLength(1, MISSING_LOGIN_MESSAGE)),
  z.transform((value, context) => {
    const login = parseLogin(value);
    if (login) return login.value;
    context.issues.push({ code: 'custom', message: INVALID_LOGIN_MESSAGE, input: value });
    return z.NEVER;
  }),
);

/**
 * A required text, trimmed, between `min` and `max` characters, with one
 * message per problem: a blank one reads `missing`, one too short `short`
 * (when that differs), too long `long`. (Not `.min().min()`: a blank text
 * would carry both messages; nor `abort`, which would skip the object's own
 * refinements, such as «an e-mail or a mobile».)
 */
export function boundedText(messages: { missing: string; short?: string; long: string }, min: number, max: number) {
  return z.string({ error: messages.missing }).check(
    z.trim(),
    z.superRefine((text, context) => {
      const problem =
        text.length === 0
          ? messages.missing
          : text.length < min
            ? (messages.short ?? messages.missing)
            : text.length > max
              ? messages.long
              : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
}

const CODE_MISSING = 'کد تأیید را وارد کنید.';

/** A 6-digit one-time code as typed (Persian digits, spaces around it); sent with Latin digits. */
export const otpCode = z
  .pipe(
    z.string({ error: CODE_MISSING }),
    z.transform((value) => toLatinDigits(value).trim()),
  )
  .check(
    z.superRefine((code, context) => {
      if (code === '') context.addIssue({ code: 'custom', message: CODE_MISSING });
      else if (!/^\d{6}$/.test(code)) context.addIssue({ code: 'custom', message: 'کد تأیید باید ۶ رقم باشد.' });
    }),
  );

/**
 * A person's name: 2–40 Persian letters (ZWNJ and spaces allowed), tidied
 * as typed on any keyboard (Arabic ي/ك become ی/ک, spaces collapse). `label`
 * names the field in its messages («نام», «نام خانوادگی»).
 */
export function personName(label: string) {
  return z.pipe(z.string({ error: `${label} را وارد کنید.` }), z.transform(cleanPersianText)).check(
    z.superRefine((name, context) => {
      const problem =
        name === ''
          ? `${label} را وارد کنید.`
          : name.length < 2
            ? `${label} باید دست‌کم ۲ حرف باشد.`
            : name.length > 40
              ? `${label} نباید بیشتر از ۴۰ حرف باشد.`
              : /^[\u0600-\u06FF\u200c ]+$/.test(name)
                ? undefined
                : `${label} را با حروف فارسی بنویسید.`;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
}

/** How a wrong mobile number or e-mail is worded: in the contact and profile forms, and when asking for a code to a new one. */
export const CONTACT_FORMAT_MESSAGES = {
  mobile: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.',
  email: 'نشانی ایمیل معتبر نیست.',
} as const;
