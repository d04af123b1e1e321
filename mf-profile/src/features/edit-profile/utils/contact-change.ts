import {
  FetchError,
  NETWORK_FAILED,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
  type AuthUser,
  type ContactCodeResponse,
  type ContactField,
} from '@shared/api-client';
import { toPersianDigits } from '@shared/ui';

/** A code on its way to a new mobile number or e-mail. */
export interface ContactChallenge {
  token: string;
  codeLength: number;
  /** When it was sent (ms since the epoch) and how long the next one waits: the resend countdown. */
  sentAt: number;
  resendAfterS: number;
}

/**
 * A new mobile number or e-mail the last save left waiting for its code. The
 * latest code sent (if any), whether one is being sent, and what went wrong.
 */
export interface ContactChange {
  field: ContactField;
  /** The new value, as the server normalised it. */
  value: string;
  challenge?: ContactChallenge;
  sending: boolean;
  failure?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keptChallenge(value: unknown): ContactChallenge | undefined {
  if (!isRecord(value)) return undefined;
  const { token, codeLength, sentAt, resendAfterS } = value;
  if (typeof token !== 'string' || token === '') return undefined;
  if (![codeLength, sentAt, resendAfterS].every((number) => typeof number === 'number' && Number.isFinite(number))) {
    return undefined;
  }
  return { token, codeLength: codeLength as number, sentAt: sentAt as number, resendAfterS: resendAfterS as number };
}

/**
 * The changes kept in the tab (see `useContactChanges`) read back after a
 * reload. Storage is input like any other: anything malformed is dropped,
 * and nothing is "being sent" any more.
 */
export function keptChanges(kept: unknown): Partial<Record<ContactField, ContactChange>> {
  if (!isRecord(kept)) return {};
  const changes: Partial<Record<ContactField, ContactChange>> = {};
  for (const field of ['mobile', 'email'] as const) {
    const change = kept[field];
    if (!isRecord(change) || typeof change.value !== 'string' || change.value === '') continue;
    changes[field] = { field, value: change.value, challenge: keptChallenge(change.challenge), sending: false };
  }
  return changes;
}

/** What of a change is worth keeping across a reload: the value and the code's token, not the moment's state. */
export function changesToKeep(changes: Partial<Record<ContactField, ContactChange>>): Record<string, unknown> {
  return Object.fromEntries(Object.values(changes).map(({ field, value, challenge }) => [field, { value, challenge }]));
}

/** How each field is named in a sentence. */
export const CONTACT_LABEL: Record<ContactField, string> = { mobile: 'شمارهٔ موبایل', email: 'ایمیل' };

/** A number is read in Persian digits; an e-mail as it is written. */
export function shownContact(value: string): string {
  return value.includes('@') ? value : toPersianDigits(value);
}

/** The request-code answer in the panel's terms; the countdown starts now. */
export function challengeOf({ data }: ContactCodeResponse, now = Date.now()): ContactChallenge {
  return { token: data.token, codeLength: data.code_length, sentAt: now, resendAfterS: data.resend_in };
}

/** «کد تأیید به ۰۹۱۲… فرستاده شد.» */
export function codeSentSentence(value: string): string {
  return `کد تأیید به ${shownContact(value)} فرستاده شد.`;
}

/**
 * The promise the panel makes: nothing changes until the code is confirmed.
 * It names the value the student keeps and the one they log in with today.
 */
export function untilConfirmedSentence(field: ContactField, user: AuthUser): string {
  const login = user.mobile ?? user.email;
  const current = user[field];
  const loginPart = login
    ? `همچنان با ${login === current ? 'همان' : shownContact(login)} وارد می‌شوید`
    : 'همچنان مانند پیش وارد می‌شوید';
  const keeps = current
    ? `${CONTACT_LABEL[field]} شما همان ${shownContact(current)} می‌ماند`
    : `${CONTACT_LABEL[field]} تازه ثبت نمی‌شود`;
  return `تا این کد تأیید نشود، ${keeps} و ${loginPart}.`;
}

/**
 * Why a code could not be sent. A 429 or 500 already raised the client's
 * snackbar, so the panel only says what to do next.
 */
export function requestFailure(error: unknown): string {
  if (error instanceof ValidationError) return error.fields.value ?? error.fields.field ?? 'این مقدار پذیرفته نشد.';
  if (error instanceof RateLimitError) return 'کد پیشین همین تازه فرستاده شده است؛ کمی بعد کد تازه بخواهید.';
  if (error instanceof FetchError) return NETWORK_FAILED;
  if (error instanceof UnauthorizedError) return 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';
  return 'فرستادن کد انجام نشد؛ کمی بعد دوباره تلاش کنید.';
}

/** What a refused confirmation says: about the code (under the boxes) or about anything else. */
export function confirmFailure(error: unknown): { code?: string; other?: string } {
  if (error instanceof ValidationError) {
    const { code, token, value } = error.fields;
    if (code ?? token) return { code: code ?? token };
    return { other: value ?? 'تأیید کد انجام نشد؛ دوباره تلاش کنید.' };
  }
  if (error instanceof FetchError) return { other: NETWORK_FAILED };
  return { other: 'تأیید کد انجام نشد؛ دوباره تلاش کنید.' };
}
