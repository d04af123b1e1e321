import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authCheckRequestSchema,
  authLoginRequestSchema,
  loginRegisterRequestSchema,
  otpConfirmRequestSchema,
  passwordLoginRequestSchema,
} from '@shared/api-client';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import type { DevUser } from '../core/state.ts';
import { check } from '../core/validate.ts';
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
import { notificationRoutes } from './auth-notifications.ts';
import { captchaProblem } from './utils-captcha.ts';

const OTP_LIFETIME_S = 300;
const OTP_MAX_ATTEMPTS = 5;
const LOGIN_FAILED = 'ورود ناموفق بود؛ نام کاربری یا رمز عبور اشتباه است.';

/** Routes of the "auth" domain (spec section 7): the OTP flow, password logins, the session. */
export async function authRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  /** Password check shared by /auth/login and /auth/simple-login: 422 with a Persian message on failure. */
  function passwordUser(
    login: string,
    password: string,
  ): { user: DevUser; errors?: undefined } | { user?: undefined; errors: Record<string, string[]> } {
    const parsed = parseLogin(login);
    if (!parsed) return { errors: { login: [INVALID_LOGIN_MESSAGE] } };
    const user = findUserByLogin(context.store.get(), parsed);
    if (!user || !user.password || user.password !== password) return { errors: { password: [LOGIN_FAILED] } };
    return { user };
  }

  app.post('/auth/login', async (request, reply) => {
    const body = check(authLoginRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const result = passwordUser(body.data.login, body.data.password);
    if (!result.user) return sendValidationError(reply, result.errors, LOGIN_FAILED);
    return authResponse(context, result.user, `${fullName(result.user)}، خوش آمدید!`);
  });

  app.post('/auth/simple-login', async (request, reply) => {
    const body = check(passwordLoginRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const captcha = captchaProblem(body.data.captcha_key, body.data.captcha);
    if (captcha) return sendValidationError(reply, { captcha: [captcha] });
    const result = passwordUser(body.data.login, body.data.password);
    if (!result.user) return sendValidationError(reply, result.errors, LOGIN_FAILED);
    return authResponse(context, result.user, `${fullName(result.user)}، خوش آمدید!`);
  });

  app.post('/auth/login-register', async (request, reply) => {
    const body = check(loginRegisterRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const login = parseLogin(body.data.login);
    if (!login) return sendValidationError(reply, { login: [INVALID_LOGIN_MESSAGE] });
    const token = randomBytes(24).toString('hex');
    const code = context.settings.otpCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    const isNewUser = context.store.update((state) => {
      const now = Date.now();
      for (const [key, pending] of Object.entries(state.otpRequests)) {
        if (pending.expiresAt < now) delete state.otpRequests[key];
      }
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
  });

  app.post('/auth/otp-confirm', async (request, reply) => {
    const body = check(otpConfirmRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    // The schema has already read the code's digits and checked it is 6 of them.
    const { code } = body.data;
    const pending = context.store.get().otpRequests[body.data.token];
    if (!pending || pending.expiresAt < Date.now()) {
      return sendValidationError(reply, { token: ['کد تأیید منقضی شده است؛ دوباره درخواست کد بدهید.'] });
    }
    if (pending.code !== code) {
      context.store.update((state) => {
        const entry = state.otpRequests[body.data.token];
        if (entry && ++entry.attempts >= OTP_MAX_ATTEMPTS) delete state.otpRequests[body.data.token];
      });
      return sendValidationError(reply, { code: ['کد تأیید نادرست است.'] });
    }
    context.store.update((state) => {
      delete state.otpRequests[body.data.token];
    });
    const login = parseLogin(pending.login);
    const user = login && findUserByLogin(context.store.get(), login);
    if (!user) return sendValidationError(reply, { token: ['حسابی با این شماره یا ایمیل پیدا نشد.'] });
    return authResponse(context, user, 'ورود با موفقیت انجام شد.');
  });

  /** Logout always succeeds: an unknown or old token has nothing left to end. */
  const logout = async (request: FastifyRequest) => {
    const token = requestToken(request);
    if (token && context.store.get().sessions[token] !== undefined) {
      context.store.update((state) => {
        delete state.sessions[token];
      });
    }
    return { message: 'از حساب کاربری خود خارج شدید.' };
  };
  // POST only: a GET that ends the session is one any cross-site link could send.
  app.post('/auth/logout', logout);

  app.get('/auth/refresh-abilities', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    return { userAbilities: userAbilities(user) };
  });

  app.get('/auth/user', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    return { data: userData(user) };
  });

  app.post('/auth/check', async (request, reply) => {
    const body = check(authCheckRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const login = parseLogin(body.data.login);
    if (!login) return sendValidationError(reply, { login: [INVALID_LOGIN_MESSAGE] });
    const user = findUserByLogin(context.store.get(), login);
    const hasPassword = Boolean(user?.password);
    return {
      message: user ? 'این حساب ثبت شده است؛ وارد شوید.' : 'حسابی با این مشخصات نیست؛ با کد تأیید ثبت‌نام کنید.',
      data: {
        login: login.value,
        registered: Boolean(user),
        has_password: hasPassword,
        methods: hasPassword ? ['otp', 'password'] : ['otp'],
      },
      userAbilities: userAbilities(currentUser(context, request)),
    };
  });

  app.post('/auth/register', async () => ({
    message: 'برای ثبت‌نام، شمارهٔ موبایل یا ایمیل خود را وارد کنید تا کد تأیید ۶ رقمی برایتان فرستاده شود.',
    data: { methods: ['otp'], code_length: 6, terms_path: '/privacy' },
  }));

  await app.register(notificationRoutes, { context });
}
