import {
  loginRegister,
  confirmContactCode,
  getAuthUser,
  RateLimitError,
  requestContactCode,
  saveProfile,
  UnauthorizedError,
  type ContactCodeChallenge,
} from '@shared/api-client';
import { persianDigits } from '../routes/auth-session.ts';
import { loggedOtpCode, loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});
afterEach(() => jest.restoreAllMocks());

const NAMES = { first_name: 'رضا', last_name: 'کاظمی' };

/**
 * Whether a login belongs to an account, as asking it for a code tells (`is_new_user`); `/auth/check` no
 * longer tells an unknown login from an account without a password. Asking registers an unknown login, so
 * each test asks last about the logins it checks.
 */
const registered = async (login: string) => !(await loginRegister({ login })).data.is_new_user;

/** Logs a new student in with `login` and answers their id. */
async function newStudent(login: string): Promise<number> {
  return (await loginWithOtp(harness, login)).userData.id;
}

/** Asks for a code to a new mobile number and answers the challenge. */
async function codeFor(value: string): Promise<ContactCodeChallenge> {
  return (await requestContactCode({ field: 'mobile', value })).data;
}

describe('account contract: a new mobile number or e-mail waits for its code', () => {
  it('a save with a new number keeps the old one and the other fields, and answers the pending number', async () => {
    const id = await newStudent('09351230001');
    const saved = await saveProfile({ ...NAMES, mobile: '۰۹۳۵۱۲۳۰۰۹۹', email: 'reza1@example.com' });
    expect(saved.data).toMatchObject({ fullName: 'رضا کاظمی', mobile: '09351230001', email: null });
    expect(saved.pending).toEqual([
      { field: 'mobile', value: '09351230099' },
      { field: 'email', value: 'reza1@example.com' },
    ]);
    expect(saved.message).toBe(
      'نمایهٔ شما به‌روز شد؛ شمارهٔ موبایل تازه و ایمیل تازه پس از تأیید کدی که به آن می‌فرستیم جایگزین می‌شود.',
    );

    // A code asked for and never confirmed changes nothing either: the typo is no account's login.
    await codeFor('09351230099');
    expect(await registered('09351230099')).toBe(false);
    expect(await registered('09351230001')).toBe(true);
    harness.token.value = undefined;
    const again = await loginWithOtp(harness, '09351230001');
    expect(again.userData).toMatchObject({ id, fullName: 'رضا کاظمی', mobile: '09351230001' });
  });

  it('the right code changes the login to the new number; the old one no longer logs in', async () => {
    const id = await newStudent('09351230002');
    const challenge = await requestContactCode({ field: 'mobile', value: '+98 935 123 0098' });
    expect(challenge.message).toBe('کد تأیید به ۰۹۳۵۱۲۳۰۰۹۸ فرستاده شد.');
    expect(challenge.data).toMatchObject({ field: 'mobile', value: '09351230098', code_length: 6, resend_in: 60 });

    // Typed in Persian digits, as a phone's keyboard gives them.
    const code = persianDigits(loggedOtpCode(harness, '09351230098'));
    const confirmed = await confirmContactCode({ token: challenge.data.token, code });
    expect(confirmed.message).toBe('شمارهٔ موبایل شما به ۰۹۳۵۱۲۳۰۰۹۸ تغییر کرد؛ از این پس با آن وارد شوید.');
    expect(confirmed.data).toMatchObject({ id, mobile: '09351230098' });
    expect(await registered('09351230002')).toBe(false);
    const relogged = await loginWithOtp(harness, '09351230098');
    expect(relogged.userData.id).toBe(id);
  });

  it('a new e-mail is confirmed the same way and logs in too', async () => {
    const id = await newStudent('09351230003');
    const challenge = await requestContactCode({ field: 'email', value: 'Reza3@Example.com' });
    expect(challenge.message).toBe('کد تأیید به reza3@example.com فرستاده شد.');
    await confirmContactCode({ token: challenge.data.token, code: loggedOtpCode(harness, 'reza3@example.com') });
    expect((await getAuthUser()).data).toMatchObject({ mobile: '09351230003', email: 'reza3@example.com' });
    expect((await loginWithOtp(harness, 'reza3@example.com')).userData.id).toBe(id);
  });

  it('a wrong code is refused in Persian and counted; after five the code is dead', async () => {
    await newStudent('09351230004');
    const { token } = await codeFor('09351230097');
    const first = await validationErrorOf(confirmContactCode({ token, code: '654321' }));
    expect(first.fields.code).toBe('کد تأیید نادرست است؛ ۴ بار دیگر می‌توانید امتحان کنید.');
    const short = await validationErrorOf(confirmContactCode({ token, code: '12' }));
    expect(short.fields.code).toBe('کد تأیید باید ۶ رقم باشد.');
    for (let attempt = 2; attempt <= 4; attempt += 1)
      await validationErrorOf(confirmContactCode({ token, code: '654321' }));
    const last = await validationErrorOf(confirmContactCode({ token, code: '654321' }));
    expect(last.fields.code).toBe('کد تأیید نادرست است و این کد دیگر پذیرفته نمی‌شود؛ کد تازه بخواهید.');
    const dead = await validationErrorOf(confirmContactCode({ token, code: '123456' }));
    expect(dead.fields.token).toBe('کد تأیید منقضی شده است؛ کد تازه بخواهید.');
    expect((await getAuthUser()).data.mobile).toBe('09351230004');
  });

  it('a code expires after five minutes', async () => {
    await newStudent('09351230005');
    const { token } = await codeFor('09351230096');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 301_000);
    const expired = await validationErrorOf(confirmContactCode({ token, code: '123456' }));
    expect(expired.fields.token).toBe('کد تأیید منقضی شده است؛ کد تازه بخواهید.');
  });

  it('a number another account has is refused, on the save, on the request and on the confirmation', async () => {
    await newStudent('09351230006');
    const onSave = await validationErrorOf(saveProfile({ ...NAMES, mobile: '09120000000' }));
    expect(onSave.fields.mobile).toBe('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
    const onRequest = await validationErrorOf(requestContactCode({ field: 'mobile', value: '09120000000' }));
    expect(onRequest.fields.value).toBe('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
    const { token } = await codeFor('09351230095');
    const owner = harness.token.value;
    // Someone registers the number while the code is on its way.
    await loginWithOtp(harness, '09351230095');
    harness.token.value = owner;
    const onConfirm = await validationErrorOf(confirmContactCode({ token, code: '123456' }));
    expect(onConfirm.fields.value).toBe('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
    expect((await getAuthUser()).data.mobile).toBe('09351230006');
  });

  it('refuses a malformed value, the current value and a second code within a minute', async () => {
    await newStudent('09351230007');
    const malformed = await validationErrorOf(requestContactCode({ field: 'mobile', value: '0935' }));
    expect(malformed.fields.value).toBe('شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.');
    const notEmail = await validationErrorOf(requestContactCode({ field: 'email', value: '09351230094' }));
    expect(notEmail.fields.value).toBe('نشانی ایمیل معتبر نیست.');
    const same = await validationErrorOf(requestContactCode({ field: 'mobile', value: '09351230007' }));
    expect(same.fields.value).toBe('این همان شمارهٔ موبایل کنونی شماست.');
    await codeFor('09351230094');
    await expect(codeFor('09351230094')).rejects.toBeInstanceOf(RateLimitError);
    // Another number (a corrected typo) is not held back, and it ends the first code.
    const corrected = await codeFor('09351230093');
    expect(corrected.value).toBe('09351230093');
  });

  it('clearing the only confirmed way in is refused while the new one waits for its code', async () => {
    await newStudent('09351230008');
    const error = await validationErrorOf(saveProfile({ ...NAMES, mobile: null, email: 'reza8@example.com' }));
    expect(error.fields.mobile).toBe('شمارهٔ موبایل را نگه دارید تا ایمیل تازه تأیید شود؛ اکنون با آن وارد می‌شوید.');
    expect((await getAuthUser()).data).toMatchObject({ mobile: '09351230008', email: null });
  });

  it('every call needs a login', async () => {
    await expect(requestContactCode({ field: 'mobile', value: '09351230092' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(confirmContactCode({ token: 'abc', code: '123456' })).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
