import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { accountEndpoints, CONTACT_FORMAT_MESSAGES, profileEditRequestSchema } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendValidationError } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import type { DevApiState, DevUser, PendingContactChange } from '../core/state.ts';
import { DEFAULT_GRADES } from '../seed/global-data.ts';
import { findUserByLogin, parseLogin, persianDigits, userData, type ParsedLogin } from './auth-session.ts';

/** The same lifetime and attempts as the login's code. */
const CODE_LIFETIME_S = 300;
const CODE_MAX_ATTEMPTS = 5;
const CODE_LENGTH = 6;
/** A new code to the same value waits this long, so nobody can flood a phone with messages. */
const RESEND_AFTER_S = 60;

type ContactField = PendingContactChange['field'];
const CONTACT_FIELDS: readonly ContactField[] = ['mobile', 'email'];

const LABEL: Record<ContactField, string> = { mobile: 'شمارهٔ موبایل', email: 'ایمیل' };
const BAD_FORMAT: Record<ContactField, string> = CONTACT_FORMAT_MESSAGES;
const TAKEN: Record<ContactField, string> = {
  mobile: 'این شمارهٔ موبایل برای حساب دیگری ثبت شده است.',
  email: 'این ایمیل برای حساب دیگری ثبت شده است.',
};
const EXPIRED = 'کد تأیید منقضی شده است؛ کد تازه بخواهید.';

/**
 * The shared edit schema, plus the one rule that needs the server's list of grades. The client sends the
 * body as typed, so this one check judges it whole: one 422 names every wrong field.
 */
const profileEditBody = z.extend(profileEditRequestSchema, {
  grade_slug: profileEditRequestSchema.shape.grade_slug.check(
    z.refine(
      (slug) => slug === null || DEFAULT_GRADES.some((grade) => grade.slug === slug),
      'پایهٔ تحصیلی را از فهرست انتخاب کنید.',
    ),
  ),
});

/** Whether a login identifier already belongs to an account other than `user`. */
function takenByAnother(state: DevApiState, user: DevUser, login: ParsedLogin): boolean {
  const owner = findUserByLogin(state, login);
  return owner !== undefined && owner.id !== user.id;
}

/** The stored user, to change inside a store update. */
function storedUser(state: DevApiState, id: number): DevUser {
  const stored = state.users.find((candidate) => candidate.id === id);
  if (!stored) throw new Error(`User ${id} vanished`);
  return stored;
}

/** The user logs in with their mobile number, or, without one, their e-mail. */
function settleLogin(user: DevUser) {
  user.login = user.mobile ?? user.email ?? user.login;
}

/** How a value is written in a message: a number in Persian digits, an e-mail as it is. */
const shown = (field: ContactField, value: string) => (field === 'mobile' ? persianDigits(value) : value);

/** Forgets codes past their time, so the state never grows. */
function dropExpired(state: DevApiState, now: number) {
  for (const [token, pending] of Object.entries(state.pendingContactChanges)) {
    if (pending.expiresAt < now) delete state.pendingContactChanges[token];
  }
}

/**
 * The account's way in: the profile edit (moved here from profile.ts) and the
 * two calls that change a mobile number or e-mail (our addition). A new value
 * never takes effect on a save: it waits for the code sent to it, and until
 * then the old one still logs in, so a typo cannot move the account to a
 * number nobody owns.
 */
export async function profileAccountRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  // Served with the server's own check of the body: the description's is the body as typed.
  serve(app, context, { ...accountEndpoints.saveProfile, body: profileEditBody }, ({ request, reply, body, user }) => {
    // Fields left out of the body keep their value; a blank one clears it.
    const sent = new Set(typeof request.body === 'object' && request.body ? Object.keys(request.body) : []);
    const keep = <K extends 'email' | 'mobile' | 'grade_slug' | 'bio'>(key: K) =>
      sent.has(key) ? body[key] : user[key];
    const wanted = { email: keep('email'), mobile: keep('mobile') };
    const others = context.store.get().users.filter((other) => other.id !== user.id);
    const errors: Record<string, string[]> = {};
    if (!wanted.email && !wanted.mobile) errors.mobile = ['شمارهٔ موبایل یا ایمیل لازم است؛ با آن وارد می‌شوید.'];
    if (wanted.mobile && others.some((other) => other.mobile === wanted.mobile || other.login === wanted.mobile)) {
      errors.mobile = [TAKEN.mobile];
    }
    if (wanted.email && others.some((other) => other.email === wanted.email || other.login === wanted.email)) {
      errors.email = [TAKEN.email];
    }
    // A new value waits for its code; a cleared one goes at once, as long as a confirmed way in stays.
    const pending = CONTACT_FIELDS.flatMap((field) => {
      const value = wanted[field];
      return value !== null && value !== user[field]?.toLowerCase() ? [{ field, value }] : [];
    });
    const kept = {
      mobile: wanted.mobile === null ? null : user.mobile,
      email: wanted.email === null ? null : user.email,
    };
    if (!kept.mobile && !kept.email && Object.keys(errors).length === 0) {
      const cleared = CONTACT_FIELDS.find((field) => user[field] !== null && wanted[field] === null) ?? 'mobile';
      const waiting = cleared === 'mobile' ? 'email' : 'mobile';
      errors[cleared] = [
        `${LABEL[cleared]} را نگه دارید تا ${LABEL[waiting]} تازه تأیید شود؛ اکنون با آن وارد می‌شوید.`,
      ];
    }
    if (Object.keys(errors).length) return sendValidationError(reply, errors);
    const updated = context.store.update((state) => {
      const stored = storedUser(state, user.id);
      Object.assign(stored, {
        first_name: body.first_name,
        last_name: body.last_name,
        grade_slug: keep('grade_slug'),
        bio: keep('bio'),
        ...kept,
      });
      settleLogin(stored);
      return stored;
    });
    const waitingFor = pending.map(({ field }) => `${LABEL[field]} تازه`).join(' و ');
    const message = pending.length
      ? `نمایهٔ شما به‌روز شد؛ ${waitingFor} پس از تأیید کدی که به آن می‌فرستیم جایگزین می‌شود.`
      : 'نمایهٔ شما به‌روز شد.';
    return { message, data: userData(updated), pending };
  });

  serve(app, context, accountEndpoints.requestCode, ({ reply, body, user }) => {
    const { field } = body;
    const login = parseLogin(body.value);
    if (login?.kind !== field) return sendValidationError(reply, { value: [BAD_FORMAT[field]] });
    if (login.value === user[field]?.toLowerCase()) {
      return sendValidationError(reply, { value: [`این همان ${LABEL[field]} کنونی شماست.`] });
    }
    if (takenByAnother(context.store.get(), user, login)) return sendValidationError(reply, { value: [TAKEN[field]] });
    const now = Date.now();
    const last = Object.values(context.store.get().pendingContactChanges).find(
      (pending) => pending.userId === user.id && pending.field === field && pending.value === login.value,
    );
    const wait = last ? Math.ceil((last.sentAt + RESEND_AFTER_S * 1000 - now) / 1000) : 0;
    if (wait > 0) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({
          message: `کد پیشین همین تازه فرستاده شده است؛ ${persianDigits(String(wait))} ثانیهٔ دیگر کد تازه بخواهید.`,
        });
    }
    const token = randomBytes(24).toString('hex');
    const code = context.settings.otpCode ?? String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    context.store.update((state) => {
      dropExpired(state, now);
      // One code at a time per field: asking again (or for another value) ends the earlier one.
      for (const [key, pending] of Object.entries(state.pendingContactChanges)) {
        if (pending.userId === user.id && pending.field === field) delete state.pendingContactChanges[key];
      }
      state.pendingContactChanges[token] = {
        userId: user.id,
        field,
        value: login.value,
        code,
        sentAt: now,
        expiresAt: now + CODE_LIFETIME_S * 1000,
        attempts: 0,
      };
    });
    // The same log line as the login's code, so a developer (and the tests) find it the same way.
    context.settings.log(`OTP code for ${login.value}: ${code}`);
    return {
      message: `کد تأیید به ${shown(field, login.value)} فرستاده شد.`,
      data: {
        token,
        field,
        value: login.value,
        expires_in: CODE_LIFETIME_S,
        resend_in: RESEND_AFTER_S,
        code_length: CODE_LENGTH,
      },
    };
  });

  serve(app, context, accountEndpoints.confirmCode, ({ reply, body, user }) => {
    // The schema has already read the code's digits and checked it is 6 of them.
    const { code, token } = body;
    const pending = context.store.get().pendingContactChanges[token];
    // Another user's token reads as an unknown one: it says nothing about their change.
    if (!pending || pending.userId !== user.id || pending.expiresAt < Date.now()) {
      return sendValidationError(reply, { token: [EXPIRED] });
    }
    if (pending.code !== code) {
      const left = context.store.update((state) => {
        const entry = state.pendingContactChanges[token];
        if (!entry) return 0;
        entry.attempts += 1;
        if (entry.attempts >= CODE_MAX_ATTEMPTS) delete state.pendingContactChanges[token];
        return CODE_MAX_ATTEMPTS - entry.attempts;
      });
      const message =
        left > 0
          ? `کد تأیید نادرست است؛ ${persianDigits(String(left))} بار دیگر می‌توانید امتحان کنید.`
          : 'کد تأیید نادرست است و این کد دیگر پذیرفته نمی‌شود؛ کد تازه بخواهید.';
      return sendValidationError(reply, { code: [message] });
    }
    const { field, value } = pending;
    // Another account may have taken the value while the code was on its way.
    const login = { kind: field, value };
    const taken = takenByAnother(context.store.get(), user, login);
    const updated = context.store.update((state) => {
      delete state.pendingContactChanges[token];
      if (taken) return undefined;
      const stored = storedUser(state, user.id);
      stored[field] = value;
      settleLogin(stored);
      return stored;
    });
    if (!updated) return sendValidationError(reply, { value: [TAKEN[field]] });
    const message =
      field === 'mobile'
        ? `شمارهٔ موبایل شما به ${shown(field, value)} تغییر کرد؛ از این پس با آن وارد شوید.`
        : `ایمیل شما به ${value} تغییر کرد.`;
    return { message, data: userData(updated) };
  });
}
