import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, type AuthCheckResponse, type RegisterInfoResponse } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendValidationError } from '../core/http-errors.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../core/login-limits.ts';
import { serve } from '../core/serve.ts';
import type { DevApiState } from '../core/state.ts';
import {
  authResponse,
  findUserByLogin,
  fullName,
  INVALID_LOGIN_MESSAGE,
  parseLogin,
  persianDigits,
  requestToken,
  userAbilities,
  userData,
} from './auth-session.ts';
import { loginGuards, perClientHourly, sendRefusal } from './auth-guards.ts';
import { notificationRoutes } from './auth-notifications.ts';
import { captchaProblem } from './utils-captcha.ts';

const OTP_LIFETIME_S = 300;
const LOGIN_FAILED = 'ورود ناموفق بود؛ نام کاربری یا رمز عبور اشتباه است.';

/** How to register: by the one-time code, the only way a new account is made. */
const REGISTER_INFO: RegisterInfoResponse = {
  message: 'برای ثبت‌نام، شمارهٔ موبایل یا ایمیل خود را وارد کنید تا کد تأیید ۶ رقمی برایتان فرستاده شود.',
  data: { methods: ['otp'], code_length: 6, terms_path: '/privacy' },
};

/** A new code voids the login's older ones: only the newest `live` codes can be confirmed. */
function voidOlderCodes(state: DevApiState, login: string, live: number) {
  const older = Object.entries(state.otpRequests)
    .filter(([, pending]) => pending.login === login)
    .sort(([, a], [, b]) => b.expiresAt - a.expiresAt);
  for (const [token] of older.slice(Math.max(0, Math.floor(live) - 1))) delete state.otpRequests[token];
}

/** Routes of the "auth" domain (spec section 7): the OTP flow, password logins, the session. */
export async function authRoutes(
  app: FastifyInstance,
  { context, loginLimits = DEFAULT_LOGIN_LIMITS }: { context: DevApiContext; loginLimits?: LoginLimits },
) {
  const guards = loginGuards(loginLimits);

  /**
   * Password login shared by /auth/login and /auth/simple-login: 429 while the login or the client waits
   * after wrong passwords, 422 with a Persian message on a wrong one (an unknown login reads the same).
   */
  function passwordLogin(request: FastifyRequest, reply: FastifyReply, login: string, password: string) {
    const parsed = parseLogin(login);
    if (!parsed) return sendValidationError(reply, { login: [INVALID_LOGIN_MESSAGE] }, LOGIN_FAILED);
    const now = Date.now();
    const refusal = guards.passwordRefusal(parsed.value, request.ip, now);
    if (refusal) return sendRefusal(reply, refusal);
    const user = findUserByLogin(context.store.get(), parsed);
    if (!user || !user.password || user.password !== password) {
      guards.wrongPassword(parsed.value, request.ip, now);
      return sendValidationError(reply, { password: [LOGIN_FAILED] }, LOGIN_FAILED);
    }
    guards.rightPassword(parsed.value);
    return authResponse(context, user, `${fullName(user)}، خوش آمدید!`);
  }

  serve(app, context, authEndpoints.login, ({ request, reply, body }) =>
    passwordLogin(request, reply, body.login, body.password),
  );

  serve(app, context, authEndpoints.simpleLogin, ({ request, reply, body }) => {
    const captcha = captchaProblem(body.captcha_key, body.captcha);
    if (captcha) return sendValidationError(reply, { captcha: [captcha] });
    return passwordLogin(request, reply, body.login, body.password);
  });

  const codesPerClient = { config: perClientHourly(loginLimits.codesPerClientPerHour) };
  serve(
    app,
    context,
    authEndpoints.loginRegister,
    ({ reply, body }) => {
      const login = parseLogin(body.login);
      if (!login) return sendValidationError(reply, { login: [INVALID_LOGIN_MESSAGE] });
      const now = Date.now();
      const refusal = guards.codeRefusal(login.value, now);
      if (refusal) return sendRefusal(reply, refusal);
      guards.codeSent(login.value, now);
      const token = randomBytes(24).toString('hex');
      const code = context.settings.otpCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
      const isNewUser = context.store.update((state) => {
        for (const [key, pending] of Object.entries(state.otpRequests)) {
          if (pending.expiresAt < now) delete state.otpRequests[key];
        }
        voidOlderCodes(state, login.value, loginLimits.liveCodesPerLogin);
        state.otpRequests[token] = { login: login.value, code, expiresAt: now + OTP_LIFETIME_S * 1000, attempts: 0 };
        if (findUserByLogin(state, login)) return false;
        // An unknown login registers a new student; names are filled in later on the profile page.
        state.users.push({
          id: Math.max(0, ...state.users.map((user) => user.id)) + 1,
          login: login.value,
          password: '',
          first_name: '',
          last_name: '',
          email: login.kind === 'email' ? login.value : null,
          mobile: login.kind === 'mobile' ? login.value : null,
          avatar: null,
          grade_slug: null,
          bio: null,
          created_at: new Date(now).toISOString(),
        });
        return true;
      });
      context.settings.log(`OTP code for ${login.value}: ${code}`);
      const where = login.kind === 'mobile' ? `شمارهٔ ${persianDigits(login.value)}` : `ایمیل ${login.value}`;
      return {
        message: `کد تأیید ۶ رقمی به ${where} فرستاده شد.`,
        data: { token, login: login.value, expires_in: OTP_LIFETIME_S, code_length: 6, is_new_user: isNewUser },
      };
    },
    codesPerClient,
  );

  serve(app, context, authEndpoints.otpConfirm, ({ reply, body }) => {
    // The schema has already read the code's digits and checked it is 6 of them.
    const { code, token } = body;
    const pending = context.store.get().otpRequests[token];
    if (!pending || pending.expiresAt < Date.now()) {
      return sendValidationError(reply, { token: ['کد تأیید منقضی شده است؛ دوباره درخواست کد بدهید.'] });
    }
    if (pending.code !== code) {
      const left = context.store.update((state) => {
        const entry = state.otpRequests[token];
        if (!entry) return 0;
        entry.attempts += 1;
        if (entry.attempts >= loginLimits.guessesPerCode) delete state.otpRequests[token];
        return loginLimits.guessesPerCode - entry.attempts;
      });
      const message =
        left > 0
          ? `کد تأیید نادرست است. ${persianDigits(String(left))} بار دیگر می‌توانید امتحان کنید.`
          : 'کد تأیید نادرست است. این کد دیگر پذیرفته نمی‌شود؛ کد تازه بخواهید.';
      return sendValidationError(reply, { code: [message] });
    }
    context.store.update((state) => {
      delete state.otpRequests[token];
    });
    const login = parseLogin(pending.login);
    const user = login && findUserByLogin(context.store.get(), login);
    if (!user) return sendValidationError(reply, { token: ['حسابی با این شماره یا ایمیل پیدا نشد.'] });
    return authResponse(context, user, 'ورود با موفقیت انجام شد.');
  });

  // Logout always succeeds: an unknown or old token has nothing left to end.
  serve(app, context, authEndpoints.logout, ({ request }) => {
    const token = requestToken(request);
    if (token && context.store.get().sessions[token] !== undefined) {
      context.store.update((state) => {
        delete state.sessions[token];
      });
    }
    return { message: 'از حساب کاربری خود خارج شدید.' };
  });

  serve(app, context, authEndpoints.refreshAbilities, ({ user }) => ({ userAbilities: userAbilities(user) }));

  serve(app, context, authEndpoints.user, ({ user }) => ({ data: userData(user) }));

  /**
   * Which ways in a login has, and no more: the page offers the password tab only to an account with a
   * password, and a login without one (no account, or an account never given a password) goes to the code
   * either way, so the two read the same. `registered` is kept for the contract's shape and says only what
   * `has_password` says.
   */
  const checksPerClient = { config: perClientHourly(loginLimits.checksPerClientPerHour) };
  serve(
    app,
    context,
    authEndpoints.check,
    ({ reply, body, user }) => {
      const login = parseLogin(body.login);
      if (!login) return sendValidationError(reply, { login: [INVALID_LOGIN_MESSAGE] });
      const hasPassword = Boolean(findUserByLogin(context.store.get(), login)?.password);
      const methods: AuthCheckResponse['data']['methods'] = hasPassword ? ['otp', 'password'] : ['otp'];
      return {
        message: hasPassword
          ? 'با رمز عبور یا کد تأیید وارد شوید.'
          : 'با کد تأیید وارد شوید؛ اگر حسابی ندارید، همین کد آن را می‌سازد.',
        data: {
          login: login.value,
          registered: hasPassword,
          has_password: hasPassword,
          methods,
        },
        userAbilities: userAbilities(user),
      };
    },
    checksPerClient,
  );

  serve(app, context, authEndpoints.register, () => REGISTER_INFO);

  await app.register(notificationRoutes, { context });
}
