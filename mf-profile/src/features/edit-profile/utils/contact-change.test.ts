import { RateLimitError, ValidationError } from '@shared/api-client';
import { USER } from '../../../testing/profile-fixtures.ts';
import {
  changesToKeep,
  codeSentSentence,
  confirmFailure,
  keptChanges,
  requestFailure,
  untilConfirmedSentence,
} from './contact-change.ts';

describe('what the confirmation panel says', () => {
  it('names where the code went, a number in Persian digits and an e-mail as written', () => {
    expect(codeSentSentence('09121112233')).toBe('کد تأیید به ۰۹۱۲۱۱۱۲۲۳۳ فرستاده شد.');
    expect(codeSentSentence('sara2@example.com')).toBe('کد تأیید به sara2@example.com فرستاده شد.');
  });

  it('promises the old value and the old login until the code is confirmed', () => {
    expect(untilConfirmedSentence('mobile', USER)).toBe(
      'تا این کد تأیید نشود، شمارهٔ موبایل شما همان ۰۹۱۲۰۰۰۰۰۰۰ می‌ماند و همچنان با همان وارد می‌شوید.',
    );
    // A first e-mail: nothing to keep, and the login is the number.
    expect(untilConfirmedSentence('email', USER)).toBe(
      'تا این کد تأیید نشود، ایمیل تازه ثبت نمی‌شود و همچنان با ۰۹۱۲۰۰۰۰۰۰۰ وارد می‌شوید.',
    );
    expect(untilConfirmedSentence('email', { ...USER, email: 'sara@example.com' })).toBe(
      'تا این کد تأیید نشود، ایمیل شما همان sara@example.com می‌ماند و همچنان با ۰۹۱۲۰۰۰۰۰۰۰ وارد می‌شوید.',
    );
  });

  it('says why a code was not sent or not accepted', () => {
    const taken = new ValidationError({ value: 'این شمارهٔ موبایل برای حساب دیگری ثبت شده است.' });
    expect(requestFailure(taken)).toBe('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
    expect(requestFailure(new RateLimitError())).toBe('کد پیشین همین تازه فرستاده شده است؛ کمی بعد کد تازه بخواهید.');
    expect(confirmFailure(new ValidationError({ token: 'کد تأیید منقضی شده است؛ کد تازه بخواهید.' }))).toEqual({
      code: 'کد تأیید منقضی شده است؛ کد تازه بخواهید.',
    });
    expect(confirmFailure(taken)).toEqual({ other: 'این شمارهٔ موبایل برای حساب دیگری ثبت شده است.' });
  });
});

describe('a change kept across a reload', () => {
  const challenge = { token: 'change-1', codeLength: 6, sentAt: 1_700_000_000_000, resendAfterS: 60 };

  it('comes back as it was kept, with nothing being sent', () => {
    const kept = changesToKeep({
      mobile: { field: 'mobile', value: '09121112233', challenge, sending: true, failure: 'x' },
    });
    expect(keptChanges(JSON.parse(JSON.stringify(kept)))).toEqual({
      mobile: { field: 'mobile', value: '09121112233', challenge, sending: false },
    });
  });

  it('drops what is malformed', () => {
    expect(keptChanges('mobile')).toEqual({});
    expect(keptChanges({ phone: { value: '0912' }, email: { value: 5 } })).toEqual({});
    expect(keptChanges({ mobile: { value: '0912', challenge: { token: 'a', codeLength: '6' } } })).toEqual({
      mobile: { field: 'mobile', value: '0912', challenge: undefined, sending: false },
    });
  });
});
