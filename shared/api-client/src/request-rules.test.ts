import type * as z from '@shared/schema';
import {
  boundedText,
  INVALID_LOGIN_MESSAGE,
  loginIdentifier,
  MISSING_LOGIN_MESSAGE,
  optionalLogin,
  otpCode,
  parseLogin,
  personName,
} from './request-rules.ts';

/** The first message a schema gives for a value, or undefined when it passes. */
function messageOf(schema: z.ZodMiniType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('parseLogin and loginIdentifier: a mobile number or an e-mail, in Persian, Arabic or Latin digits', () => {
  it.each([
    ['09120000000', '09120000000'],
    ['۰۹۱۲۰۰۰۰۰۰۰', '09120000000'],
    ['٠٩١٢٠٠٠٠٠٠٠', '09120000000'],
    ['+989120000000', '09120000000'],
    ['00989120000000', '09120000000'],
    ['+۹۸۹۱۲۰۰۰۰۰۰۰', '09120000000'],
    ['9120000000', '09120000000'],
    [' 0912 000 0000 ', '09120000000'],
    ['0912-000-0000', '09120000000'],
    ['Sara@Example.COM ', 'sara@example.com'],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseLogin(raw)?.value).toBe(expected);
    expect(loginIdentifier.parse(raw)).toBe(expected);
  });

  it('tells a mobile number from an e-mail', () => {
    expect(parseLogin('۰۹۱۲۰۰۰۰۰۰۰')?.kind).toBe('mobile');
    expect(parseLogin('sara@example.com')?.kind).toBe('email');
  });

  it.each(['0912', '02188888888', 'sara@', 'sara@example.c', 'سارا', '0912000000a'])(
    'refuses %p with a Persian message',
    (raw) => {
      expect(parseLogin(raw)).toBeUndefined();
      expect(messageOf(loginIdentifier, raw)).toBe(INVALID_LOGIN_MESSAGE);
    },
  );

  it.each([[''], ['   '], [undefined]])('asks for a login when given %p', (raw) => {
    expect(messageOf(loginIdentifier, raw)).toBe(MISSING_LOGIN_MESSAGE);
  });
});

describe('optionalLogin: a blank value is null, any other must be of its kind', () => {
  const mobile = optionalLogin('mobile', 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.');

  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
  ])('reads %p as %p', (raw, expected) => {
    expect(mobile.parse(raw)).toBe(expected);
  });

  it.each(['12', 'sara@example.com'])('refuses %p with its own message', (raw) => {
    expect(messageOf(mobile, raw)).toBe('شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.');
  });
});

describe('boundedText: one message per problem', () => {
  const text = boundedText({ missing: 'بنویسید.', short: 'کوتاه است.', long: 'بلند است.' }, 3, 5);

  it.each([
    ['', 'بنویسید.'],
    ['   ', 'بنویسید.'],
    [undefined, 'بنویسید.'],
    ['ab', 'کوتاه است.'],
    ['abcdef', 'بلند است.'],
    [' abc ', undefined],
  ])('%p → %p', (raw, expected) => {
    expect(messageOf(text, raw)).toBe(expected);
  });

  it('gives a blank text a single message', () => {
    const parsed = text.safeParse('');
    expect(parsed.success ? [] : parsed.error.issues).toHaveLength(1);
  });

  it('trims what it keeps', () => {
    expect(text.parse('  abcd ')).toBe('abcd');
  });
});

describe('otpCode: 6 digits, typed in any script', () => {
  it.each([
    ['123456', '123456'],
    ['۱۲۳۴۵۶', '123456'],
    [' ١٢٣٤٥٦ ', '123456'],
  ])('reads %p as %p', (raw, expected) => {
    expect(otpCode.parse(raw)).toBe(expected);
  });

  it.each([
    ['', 'کد تأیید را وارد کنید.'],
    [undefined, 'کد تأیید را وارد کنید.'],
    ['12345', 'کد تأیید باید ۶ رقم باشد.'],
    ['12345a', 'کد تأیید باید ۶ رقم باشد.'],
  ])('%p → %p', (raw, expected) => {
    expect(messageOf(otpCode, raw)).toBe(expected);
  });
});

describe('personName: 2–40 Persian letters', () => {
  const name = personName('نام');

  it.each([
    ['سارا', undefined],
    ['مهر\u200cناز', undefined],
    [undefined, 'نام را وارد کنید.'],
    ['  ', 'نام را وارد کنید.'],
    ['س', 'نام باید دست‌کم ۲ حرف باشد.'],
    ['س'.repeat(41), 'نام نباید بیشتر از ۴۰ حرف باشد.'],
    ['Sara', 'نام را با حروف فارسی بنویسید.'],
  ])('%p → %p', (raw, expected) => {
    expect(messageOf(name, raw)).toBe(expected);
  });

  it('writes Arabic letters as Persian ones and tidies spaces', () => {
    expect(name.parse(' علي  كاظمي ')).toBe('علی کاظمی');
  });
});
