import { toLatinDigits } from '@shared/ui';

/** The message for a login that is neither a mobile number nor an e-mail address (the dev API's wording). */
export const INVALID_LOGIN = 'شمارهٔ موبایل (مانند ۰۹۱۲۳۴۵۶۷۸۹) یا نشانی ایمیل معتبر وارد کنید.';

/** The message for an empty login. */
export const MISSING_LOGIN = 'شمارهٔ موبایل یا ایمیل را وارد کنید.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The login as the API expects it: digits in Latin (Persian and Arabic digits
 * are typed on Persian phones), an Iranian mobile as 09…, an e-mail in lower
 * case. Anything else comes back trimmed, for the server to judge.
 */
export function normalizeLogin(raw: string): string {
  const text = toLatinDigits(raw).trim();
  if (text.includes('@')) return text.toLowerCase();
  const digits = text.replace(/[\s\-()]/g, '').replace(/^(\+98|0098|98)(?=9\d{9}$)/, '0');
  const mobile = /^9\d{9}$/.test(digits) ? `0${digits}` : digits;
  return /^09\d{9}$/.test(mobile) ? mobile : text;
}

/** What is wrong with a typed login, in Persian; undefined when it is a mobile number or an e-mail. */
export function loginProblem(raw: string): string | undefined {
  if (raw.trim() === '') return MISSING_LOGIN;
  const login = normalizeLogin(raw);
  return /^09\d{9}$/.test(login) || EMAIL.test(login) ? undefined : INVALID_LOGIN;
}
