import type { FastifyReply, FastifyRequest } from 'fastify';
import { HourlyEvents, WrongAttempts } from '../core/attempt-counters.ts';
import type { LoginLimits } from '../core/login-limits.ts';
import { persianDigits } from './auth-session.ts';

/** A refusal for now: how long to wait and the Persian words that say so. */
export interface Refusal {
  waitMs: number;
  message: string;
}

const HOUR_MS = 3_600_000;

/** A wait as a person reads it: «۴۵ ثانیه», «۱۲ دقیقه». */
export function persianWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${persianDigits(String(seconds))} ثانیه`;
  return `${persianDigits(String(Math.ceil(seconds / 60)))} دقیقه`;
}

/** Answers 429 with the refusal's message and a `Retry-After` in whole seconds. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(refusal.waitMs / 1000))))
    .send({ message: refusal.message });
}

/**
 * The per-client bound of a login route, kept by the API's own rate limiter (`@fastify/rate-limit`, route
 * config): `max` requests an hour from one client address, whatever login they name.
 */
export function perClientHourly(max: number) {
  return {
    rateLimit: {
      max: Math.max(1, Math.round(max)),
      timeWindow: HOUR_MS,
      keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
        statusCode: 429,
        message: `از این نشانی درخواست‌های ورود زیادی رسیده است؛ ${persianWait(context.ttl)} دیگر دوباره تلاش کنید.`,
      }),
    },
  };
}

/**
 * The per-login and per-client bounds the login routes keep between requests: codes sent to each login,
 * and wrong passwords per login and per client address (spec: "Login limits").
 */
export function loginGuards(limits: LoginLimits) {
  const codesByLogin = new HourlyEvents();
  const pause = { firstPauseMs: limits.firstPauseS * 1000, longestPauseMs: limits.longestPauseS * 1000 };
  const wrongByLogin = new WrongAttempts({ freeAttempts: limits.wrongPasswordsPerLogin, ...pause });
  const wrongByClient = new WrongAttempts({ freeAttempts: limits.wrongPasswordsPerClient, ...pause });

  return {
    /** Why no code goes to `login` now: asked again too soon, or too many this hour. */
    codeRefusal(login: string, now: number): Refusal | undefined {
      const tooSoon = limits.resendAfterS * 1000 - codesByLogin.sinceLast(login, now);
      if (tooSoon > 0) {
        return {
          waitMs: tooSoon,
          message: `کد پیشین همین تازه فرستاده شد؛ ${persianWait(tooSoon)} دیگر می‌توانید کد تازه بخواهید.`,
        };
      }
      const full = codesByLogin.waitForRoom(login, limits.codesPerLoginPerHour, now);
      if (full > 0) {
        return {
          waitMs: full,
          message: `برای این شماره یا ایمیل در یک ساعت گذشته ${persianDigits(String(limits.codesPerLoginPerHour))} کد فرستاده شده است؛ ${persianWait(full)} دیگر کد تازه بخواهید.`,
        };
      }
      return undefined;
    },

    codeSent(login: string, now: number): void {
      codesByLogin.add(login, now);
    },

    /** Why a password for `login` from `client` is not heard now: too many wrong ones before it. */
    passwordRefusal(login: string, client: string, now: number): Refusal | undefined {
      const waitMs = Math.max(wrongByLogin.waitMs(login, now), wrongByClient.waitMs(client, now));
      if (waitMs <= 0) return undefined;
      return {
        waitMs,
        message: `رمز عبور چند بار نادرست وارد شد؛ ${persianWait(waitMs)} دیگر دوباره تلاش کنید یا با کد یک‌بارمصرف وارد شوید.`,
      };
    },

    wrongPassword(login: string, client: string, now: number): void {
      wrongByLogin.wrong(login, now);
      wrongByClient.wrong(client, now);
    },

    /** The right password frees its login; the client's count stays, or one's own account would reset it. */
    rightPassword(login: string): void {
      wrongByLogin.clear(login);
    },
  };
}
