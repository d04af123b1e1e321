import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDevApi } from './app.ts';
import { DEFAULT_LOGIN_LIMITS } from './core/login-limits.ts';

const CODE = '123456';
const PASSWORD = 'daneshsara1404';
const DEMO = '09120000000';

let api: FastifyInstance;
let now = Date.parse('2026-12-01T08:00:00Z');

beforeEach(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  api = await buildDevApi({
    dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-limits-')),
    otpCode: CODE,
    loginLimits: DEFAULT_LOGIN_LIMITS,
    log: () => {},
  });
});
afterEach(async () => {
  await api.close();
  jest.restoreAllMocks();
});

const later = (seconds: number) => {
  now += seconds * 1000;
};

/** A request through the site server on this machine, on behalf of `client`. */
function post(url: string, payload: object, client = '198.51.100.7') {
  return api.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });
}

const askCode = (login: string, client?: string) => post('/auth/login-register', { login }, client);
const confirm = (token: string, code = CODE) => post('/auth/otp-confirm', { token, code });
const withPassword = (password: string, login = DEMO, client?: string) =>
  post('/auth/login', { login, password }, client);

/** A 429 with a Persian message naming the wait, and the same wait in `Retry-After`. */
function expectWait(answer: Awaited<ReturnType<typeof post>>, seconds: number, words: RegExp) {
  expect(answer.statusCode).toBe(429);
  expect(answer.headers['retry-after']).toBe(String(seconds));
  expect(answer.json().message).toMatch(words);
  expect(answer.json().message).not.toMatch(/[A-Za-z]/);
}

describe('one-time codes', () => {
  it('are sent to one login once a minute and five times an hour', async () => {
    expect((await askCode(DEMO)).statusCode).toBe(200);
    expectWait(await askCode(DEMO), 60, /^کد پیشین همین تازه فرستاده شد؛ ۱ دقیقه دیگر/);
    // Another login is not held up by it.
    expect((await askCode('09125550001')).statusCode).toBe(200);
    for (let sent = 2; sent <= 5; sent += 1) {
      later(61);
      expect((await askCode(DEMO)).statusCode).toBe(200);
    }
    later(61);
    // The first of the five was sent 4 × 61 + 61 s ago: it leaves the hour in 3600 − 305 s (55 minutes).
    expectWait(await askCode(DEMO), 3295, /در یک ساعت گذشته ۵ کد فرستاده شده است؛ ۵۵ دقیقه دیگر/);
    later(3295);
    expect((await askCode(DEMO)).statusCode).toBe(200);
  });

  it('a new code voids the older one', async () => {
    const first = (await askCode(DEMO)).json().data.token as string;
    later(61);
    const second = (await askCode(DEMO)).json().data.token as string;
    const old = await confirm(first);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.token).toEqual(['کد تأیید منقضی شده است؛ دوباره درخواست کد بدهید.']);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('take five wrong guesses, then even the right code is refused', async () => {
    const token = (await askCode(DEMO)).json().data.token as string;
    const first = await confirm(token, '000000');
    expect(first.json().errors.code).toEqual(['کد تأیید نادرست است. ۴ بار دیگر می‌توانید امتحان کنید.']);
    for (let guess = 2; guess <= 4; guess += 1) await confirm(token, '000000');
    const last = await confirm(token, '000000');
    expect(last.json().errors.code).toEqual(['کد تأیید نادرست است. این کد دیگر پذیرفته نمی‌شود؛ کد تازه بخواهید.']);
    expect((await confirm(token)).statusCode).toBe(422);
  });

  it('one client address asks for at most 30 an hour, across logins; another address still can', async () => {
    for (let phone = 0; phone < 30; phone += 1) {
      expect((await askCode(`0912555${String(phone).padStart(4, '0')}`)).statusCode).toBe(200);
    }
    expectWait(await askCode('09125559999'), 3600, /^از این نشانی درخواست‌های ورود زیادی رسیده است؛ ۶۰ دقیقه دیگر/);
    expect((await askCode('09125559999', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('wrong passwords', () => {
  it('after five for one login, each further attempt waits longer, the right password too', async () => {
    for (let wrong = 1; wrong <= 5; wrong += 1) expect((await withPassword('wrong')).statusCode).toBe(422);
    expectWait(await withPassword(PASSWORD), 30, /^رمز عبور چند بار نادرست وارد شد؛ ۳۰ ثانیه دیگر/);
    // From another address the login waits the same: the pause is the login's.
    expect((await withPassword(PASSWORD, DEMO, '198.51.100.9')).statusCode).toBe(429);
    later(30);
    expect((await withPassword('wrong')).statusCode).toBe(422);
    expectWait(await withPassword(PASSWORD), 60, /؛ ۱ دقیقه دیگر/);
    later(60);
    expect((await withPassword(PASSWORD)).statusCode).toBe(200);
    // The right password frees the login: five more tries before the next pause (from an address of its own,
    // since this one's count stays: six of its ten are spent).
    for (let wrong = 1; wrong <= 5; wrong += 1) {
      expect((await withPassword('wrong', DEMO, '198.51.100.12')).statusCode).toBe(422);
    }
    expect((await withPassword(PASSWORD, DEMO, '198.51.100.12')).statusCode).toBe(429);
  });

  it('after ten from one client address, across logins, that address waits; others do not', async () => {
    for (let login = 0; login < 10; login += 1) {
      expect((await withPassword('wrong', `0912666${String(login).padStart(4, '0')}`)).statusCode).toBe(422);
    }
    expectWait(await withPassword(PASSWORD), 30, /۳۰ ثانیه دیگر/);
    expect((await withPassword(PASSWORD, DEMO, '198.51.100.10')).statusCode).toBe(200);
  });

  it('the same bounds hold for the password form with a captcha (/auth/simple-login)', async () => {
    for (let wrong = 1; wrong <= 5; wrong += 1) await withPassword('wrong');
    const captcha = (await api.inject({ url: '/api/front/utils/captcha' })).json().data;
    const answer = await post('/auth/simple-login', {
      login: DEMO,
      password: PASSWORD,
      captcha: solve(captcha.question),
      captcha_key: captcha.key,
    });
    expectWait(answer, 30, /۳۰ ثانیه دیگر/);
  });
});

/** The arithmetic captcha's answer, read from its Persian question as a person would. */
function solve(question: string): string {
  const [a, b] = (question.match(/[۰-۹]+/g) ?? []).map((digits) =>
    Number([...digits].map((digit) => '۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)).join('')),
  );
  if (question.includes('منهای')) return String(a! - b!);
  if (question.includes('ضرب')) return String(a! * b!);
  return String(a! + b!);
}

describe('/auth/check', () => {
  it('answers an unknown login and an account without a password alike', async () => {
    const token = (await askCode('09125550003')).json().data.token as string;
    expect((await confirm(token)).statusCode).toBe(200);
    const without = (await post('/auth/check', { login: '09125550003' })).json();
    const unknown = (await post('/auth/check', { login: '09125550004' })).json();
    expect({ ...without, data: { ...without.data, login: '' } }).toEqual({
      ...unknown,
      data: { ...unknown.data, login: '' },
    });
    expect(unknown.data).toMatchObject({ registered: false, has_password: false, methods: ['otp'] });
    const demo = (await post('/auth/check', { login: DEMO })).json();
    expect(demo.data).toMatchObject({ has_password: true, methods: ['otp', 'password'] });
  });

  it('is answered 120 times an hour to one client address', async () => {
    for (let asked = 0; asked < 120; asked += 1) {
      expect((await post('/auth/check', { login: `0912777${String(asked).padStart(4, '0')}` })).statusCode).toBe(200);
    }
    expectWait(await post('/auth/check', { login: DEMO }), 3600, /^از این نشانی درخواست‌های ورود زیادی رسیده است/);
    expect((await post('/auth/check', { login: DEMO }, '198.51.100.11')).statusCode).toBe(200);
  });
});
