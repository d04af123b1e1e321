import { randomBytes } from 'node:crypto';
import { CAPTCHA_LIFETIME_MS, captchaQuestion } from '../seed/captcha.ts';
import { normaliseDigits } from './auth-session.ts';

/**
 * A fresh captcha. The key carries its issue time, so an old key can be
 * refused without storing anything.
 */
export function issueCaptcha() {
  const key = `${Date.now().toString(36)}.${randomBytes(6).toString('hex')}`;
  const { question, image } = captchaQuestion(key);
  return { enabled: true, key, type: 'arithmetic' as const, question, image, length: 2 };
}

/** Why a captcha answer is refused, in Persian; undefined when it is right. */
export function captchaProblem(key: string | undefined, answer: string): string | undefined {
  const issuedAt = key ? parseInt(key.split('.')[0] ?? '', 36) : NaN;
  if (!key || Number.isNaN(issuedAt) || Date.now() - issuedAt > CAPTCHA_LIFETIME_MS) {
    return 'کد امنیتی منقضی شده است؛ کد تازه‌ای بگیرید.';
  }
  const given = Number(normaliseDigits(answer).trim());
  return given === captchaQuestion(key).answer ? undefined : 'پاسخ کد امنیتی درست نیست.';
}
