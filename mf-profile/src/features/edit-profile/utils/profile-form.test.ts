import { USER } from '../../../testing/profile-fixtures.ts';
import { normalizeMobile, toEditRequest, validateProfile, valuesFromUser } from './profile-form.ts';

describe('profile form rules', () => {
  const valid = valuesFromUser(USER);

  it('accepts the user as the server knows them', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('says in Persian what is wrong with each field, as the server would', () => {
    expect(
      validateProfile({
        ...valid,
        first_name: 'س',
        last_name: 'Smith',
        email: 'not-mail',
        mobile: '123',
        bio: 'الف'.repeat(501),
      }),
    ).toEqual({
      first_name: 'نام باید دست‌کم ۲ حرف باشد.',
      last_name: 'نام خانوادگی را با حروف فارسی بنویسید.',
      email: 'نشانی ایمیل معتبر نیست.',
      mobile: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.',
      bio: 'معرفی نباید بیشتر از ۵۰۰ نویسه باشد.',
    });
    expect(validateProfile({ ...valid, first_name: ' ' }).first_name).toBe('نام را وارد کنید.');
  });

  it('needs a mobile number or an e-mail to log in with', () => {
    expect(validateProfile({ ...valid, mobile: '', email: '' }).mobile).toMatch(/موبایل یا ایمیل لازم است/);
    expect(validateProfile({ ...valid, mobile: '', email: 'sara@example.com' })).toEqual({});
  });

  it('reads Persian digits and +98 in a mobile number', () => {
    expect(normalizeMobile('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(normalizeMobile('+989123456789')).toBe('09123456789');
    expect(normalizeMobile('0912')).toBeUndefined();
  });

  it('sends blanks as null and Arabic letters as Persian', () => {
    expect(toEditRequest({ ...valid, first_name: ' علي ', email: '', bio: '  ', mobile: '۰۹۱۲۰۰۰۰۰۰۰' })).toEqual({
      first_name: 'علی',
      last_name: 'محمدی',
      email: null,
      mobile: '09120000000',
      grade_slug: 'grade-9',
      bio: null,
    });
  });
});
