import {
  authCheckRequestSchema,
  authLoginRequestSchema,
  loginRegisterRequestSchema,
  otpConfirmRequestSchema,
  passwordLoginRequestSchema,
} from './auth.ts';
import { markNotificationsReadRequestSchema } from './notifications.ts';
import { fieldMessages } from './testing/schema-messages.ts';

const INVALID_LOGIN = 'شمارهٔ موبایل (مانند ۰۹۱۲۳۴۵۶۷۸۹) یا نشانی ایمیل معتبر وارد کنید.';
const MISSING_LOGIN = 'شمارهٔ موبایل یا ایمیل را وارد کنید.';

describe('login identifiers (login-register, check, login)', () => {
  it.each([loginRegisterRequestSchema, authCheckRequestSchema])('sends the login normalised', (schema) => {
    expect(schema.parse({ login: ' ۰۹۱۲۰۰۰۰۰۰۰ ' })).toEqual({ login: '09120000000' });
    expect(schema.parse({ login: 'Sara@Example.com' })).toEqual({ login: 'sara@example.com' });
  });

  it.each([
    [{ login: '' }, { login: MISSING_LOGIN }],
    [{}, { login: MISSING_LOGIN }],
    [{ login: '0912' }, { login: INVALID_LOGIN }],
  ])('login-register refuses %p', (payload, expected) => {
    expect(fieldMessages(loginRegisterRequestSchema, payload)).toEqual(expected);
  });

  it('a password login needs a password, kept as typed', () => {
    expect(fieldMessages(authLoginRequestSchema, { login: '09120000000' })).toEqual({
      password: 'رمز عبور را وارد کنید.',
    });
    expect(authLoginRequestSchema.parse({ login: '09120000000', password: ' pass ' }).password).toBe(' pass ');
  });
});

describe('passwordLoginRequestSchema', () => {
  const valid = { login: '09120000000', password: 'daneshsara1404', captcha: ' ۱۲ ', captcha_key: 'key-1' };

  it('sends the captcha answer in Latin digits', () => {
    expect(passwordLoginRequestSchema.parse(valid)).toEqual({ ...valid, captcha: '12' });
  });

  it('asks for an answer when a captcha was asked', () => {
    expect(fieldMessages(passwordLoginRequestSchema, { ...valid, captcha: ' ' })).toEqual({
      captcha: 'پاسخ کد امنیتی را وارد کنید.',
    });
  });

  it('needs no answer when the captcha is switched off (no key)', () => {
    expect(fieldMessages(passwordLoginRequestSchema, { ...valid, captcha: '', captcha_key: undefined })).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(
      fieldMessages(passwordLoginRequestSchema, { login: '', password: '', captcha: '', captcha_key: 'k' }),
    ).toEqual({ login: MISSING_LOGIN, password: 'رمز عبور را وارد کنید.', captcha: 'پاسخ کد امنیتی را وارد کنید.' });
  });
});

describe('otpConfirmRequestSchema', () => {
  it('sends the code in Latin digits', () => {
    expect(otpConfirmRequestSchema.parse({ code: '۱۲۳۴۵۶', token: 't' })).toEqual({ code: '123456', token: 't' });
  });

  it.each([
    [{ code: '', token: 't' }, { code: 'کد تأیید را وارد کنید.' }],
    [{ code: '123', token: 't' }, { code: 'کد تأیید باید ۶ رقم باشد.' }],
    [{ code: '123456', token: '' }, { token: 'نشانهٔ ورود فرستاده نشده است.' }],
  ])('refuses %p', (payload, expected) => {
    expect(fieldMessages(otpConfirmRequestSchema, payload)).toEqual(expected);
  });
});

describe('markNotificationsReadRequestSchema', () => {
  it('accepts some ids, or none for all', () => {
    expect(fieldMessages(markNotificationsReadRequestSchema, { ids: [1, 2] })).toEqual({});
    expect(fieldMessages(markNotificationsReadRequestSchema, {})).toEqual({});
  });

  it('refuses anything but a list of numbers', () => {
    expect(fieldMessages(markNotificationsReadRequestSchema, { ids: 'all' })).toEqual({
      ids: 'شناسهٔ اعلان‌ها باید فهرستی از عددها باشد.',
    });
  });
});
