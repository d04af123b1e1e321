import {
  accessTokenOf,
  authLogin,
  authRegister,
  checkAuth,
  confirmOtp,
  getAuthUser,
  getCaptcha,
  getNotifications,
  loginRegister,
  logout,
  markNotificationsRead,
  passwordLogin,
  refreshAbilities,
  UnauthorizedError,
} from '@shared/api-client';
import { DEMO_LOGIN, DEMO_PASSWORD, loggedOtpCode, loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});

/** Answers the captcha the way a person would: reads the Persian sum and works it out. */
function solveCaptcha(question: string): string {
  const ascii = question.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  const [first, second] = (ascii.match(/\d+/g) ?? []).map(Number);
  if (first === undefined || second === undefined) throw new Error(`Unreadable captcha: ${question}`);
  if (question.includes('منهای')) return String(first - second);
  if (question.includes('ضرب')) return String(first * second);
  return String(first + second);
}

describe('auth contract: OTP flow', () => {
  it('POST /auth/login-register answers a token and logs the code, reading Persian digits', async () => {
    const challenge = await loginRegister({ login: '۰۹۱۲۰۰۰۰۰۰۰' });
    expect(challenge.data.login).toBe(DEMO_LOGIN);
    expect(challenge.data.is_new_user).toBe(false);
    expect(challenge.message).toContain('کد تأیید');
    expect(harness.logs).toContain(`OTP code for ${DEMO_LOGIN}: 123456`);
  });

  it('POST /auth/login-register refuses a malformed login with a field message', async () => {
    const error = await validationErrorOf(loginRegister({ login: '12345' }));
    expect(error.fields.login).toContain('شمارهٔ موبایل');
  });

  it('POST /auth/otp-confirm logs in with the logged code and answers the Auth response', async () => {
    const auth = await loginWithOtp(harness);
    expect(accessTokenOf(auth)).toMatch(/^\w{16,}$/);
    expect(auth.userData.fullName).toBe('سارا محمدی');
    expect(auth.notifications.messages.length).toBeGreaterThanOrEqual(6);
    // Newest first; the certificate of the course the demo student finished is among them.
    expect(auth.notifications.messages.some((message) => message.body.includes('گواهی پایان دورهٔ «ریاضی هشتم»'))).toBe(
      true,
    );
    expect(auth.message).toBe('ورود با موفقیت انجام شد.');
  });

  it('POST /auth/otp-confirm refuses a wrong code and an unknown token with field errors', async () => {
    const challenge = await loginRegister({ login: DEMO_LOGIN });
    const wrongCode = await validationErrorOf(confirmOtp({ code: '000000', token: challenge.data.token }));
    expect(wrongCode.fields.code).toBe('کد تأیید نادرست است. ۴ بار دیگر می‌توانید امتحان کنید.');
    const wrongToken = await validationErrorOf(confirmOtp({ code: '123456', token: 'no-such-token' }));
    expect(wrongToken.fields.token).toContain('منقضی');
  });

  it('registers an unknown mobile number and logs it in', async () => {
    const challenge = await loginRegister({ login: '+98 912 555 4433' });
    expect(challenge.data).toMatchObject({ login: '09125554433', is_new_user: true });
    const auth = await confirmOtp({ code: loggedOtpCode(harness, '09125554433'), token: challenge.data.token });
    expect(auth.userData).toMatchObject({ mobile: '09125554433', fullName: 'کاربر دانش‌سرا' });
  });
});

describe('auth contract: password logins', () => {
  it('GET /front/utils/captcha + POST /auth/simple-login log in with password and captcha', async () => {
    const { data: captcha } = await getCaptcha();
    const auth = await passwordLogin({
      login: DEMO_LOGIN,
      password: DEMO_PASSWORD,
      captcha: solveCaptcha(captcha.question),
      captcha_key: captcha.key,
    });
    expect(auth.message).toBe('سارا محمدی، خوش آمدید!');
  });

  it('POST /auth/simple-login refuses a wrong captcha answer', async () => {
    const { data: captcha } = await getCaptcha();
    const wrong = String(Number(solveCaptcha(captcha.question)) + 1);
    const error = await validationErrorOf(
      passwordLogin({ login: DEMO_LOGIN, password: DEMO_PASSWORD, captcha: wrong, captcha_key: captcha.key }),
    );
    expect(error.fields.captcha).toBe('پاسخ کد امنیتی درست نیست.');
  });

  it('POST /auth/simple-login answers a Persian message for a wrong password, never a 401', async () => {
    const { data: captcha } = await getCaptcha();
    const error = await validationErrorOf(
      passwordLogin({
        login: DEMO_LOGIN,
        password: 'wrong',
        captcha: solveCaptcha(captcha.question),
        captcha_key: captcha.key,
      }),
    );
    expect(error.message).toBe('ورود ناموفق بود؛ نام کاربری یا رمز عبور اشتباه است.');
  });

  it('POST /auth/login logs in with login and password', async () => {
    const auth = await authLogin({ login: DEMO_LOGIN, password: DEMO_PASSWORD });
    expect(auth.userData.grade_name).toBe('نهم');
    const error = await validationErrorOf(authLogin({ login: DEMO_LOGIN, password: 'nope' }));
    expect(error.fields.password).toContain('اشتباه');
  });
});

describe('auth contract: the session', () => {
  it('GET /auth/user answers the user for a bearer token and 401 without one', async () => {
    await expect(getAuthUser()).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const { data } = await getAuthUser();
    expect(data.fullName).toBe('سارا محمدی');
  });

  it('GET /auth/refresh-abilities answers the student abilities', async () => {
    await loginWithOtp(harness);
    const { userAbilities } = await refreshAbilities();
    expect(userAbilities).toContainEqual({ action: 'manage', subject: 'Profile' });
  });

  it('POST /auth/check tells which ways in a login has, and an unknown login reads like one without a password', async () => {
    const known = await checkAuth({ login: DEMO_LOGIN });
    expect(known.data).toMatchObject({ registered: true, has_password: true, methods: ['otp', 'password'] });
    expect(known.userAbilities).toEqual([{ action: 'read', subject: 'Public' }]);
    await loginWithOtp(harness, '09125550001');
    harness.token.value = undefined;
    const withoutPassword = await checkAuth({ login: '09125550001' });
    const unknown = await checkAuth({ login: '09125550002' });
    expect(unknown.data).toMatchObject({ registered: false, has_password: false, methods: ['otp'] });
    expect({ ...withoutPassword, data: { ...withoutPassword.data, login: '' } }).toEqual({
      ...unknown,
      data: { ...unknown.data, login: '' },
    });
  });

  it('POST /auth/register explains how to register', async () => {
    const info = await authRegister();
    expect(info.message).toContain('کد تأیید');
    expect(info.data.code_length).toBe(6);
  });

  it('GET /auth/notifications lists the bell and POST /auth/notifications/read empties the unread count', async () => {
    await loginWithOtp(harness);
    const before = await getNotifications();
    expect(before).toMatchObject({ kind: 'messages', unreadCount: 3 });
    await markNotificationsRead();
    expect(await getNotifications()).toMatchObject({ kind: 'messages', unreadCount: 0 });
  });

  it('GET /auth/notifications also answers text to a client that asks for text', async () => {
    const auth = await authLogin({ login: DEMO_LOGIN, password: DEMO_PASSWORD });
    const response = await fetch(`${harness.baseUrl}/auth/notifications`, {
      headers: { accept: 'text/plain', authorization: `Bearer ${accessTokenOf(auth)}` },
    });
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/اعلان/);
  });

  it('POST /auth/logout ends the session; a GET (what a cross-site link sends) does not', async () => {
    const auth = await loginWithOtp(harness);
    const viaGet = await fetch(`${harness.baseUrl}/auth/logout`, {
      headers: { authorization: `Bearer ${accessTokenOf(auth)}` },
    });
    expect(viaGet.status).toBe(404);
    expect((await getAuthUser()).data.fullName).toBe('سارا محمدی');
    expect((await logout()).message).toBe('از حساب کاربری خود خارج شدید.');
    await expect(getAuthUser()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('takes the token only from the bearer header, never from a cookie a cross-site request would carry', async () => {
    const auth = await loginWithOtp(harness);
    const withCookie = await fetch(`${harness.baseUrl}/auth/user`, {
      headers: { cookie: `accessToken=${accessTokenOf(auth)}` },
    });
    expect(withCookie.status).toBe(401);
  });
});
