import { profileEditRequestSchema } from './profile.ts';
import { fieldMessages } from './testing/schema-messages.ts';

const valid = { first_name: 'سارا', last_name: 'محمدی', mobile: '09120000000', email: '', grade_slug: '', bio: '' };

describe('profileEditRequestSchema', () => {
  it('sends names tidied, the mobile as 09…, blanks as null (cleared)', () => {
    expect(profileEditRequestSchema.parse({ ...valid, first_name: ' علي ', mobile: '۰۹۱۲۰۰۰۰۰۰۰' })).toEqual({
      first_name: 'علی',
      last_name: 'محمدی',
      mobile: '09120000000',
      email: null,
      grade_slug: null,
      bio: null,
    });
  });

  it.each([
    [{ first_name: 'س' }, { first_name: 'نام باید دست‌کم ۲ حرف باشد.' }],
    [{ last_name: 'Smith' }, { last_name: 'نام خانوادگی را با حروف فارسی بنویسید.' }],
    [{ first_name: ' ' }, { first_name: 'نام را وارد کنید.' }],
    [{ email: 'not-mail' }, { email: 'نشانی ایمیل معتبر نیست.' }],
    [{ mobile: '123' }, { mobile: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.' }],
    [{ bio: 'الف'.repeat(501) }, { bio: 'معرفی نباید بیشتر از ۵۰۰ نویسه باشد.' }],
  ])('refuses %p', (change, expected) => {
    expect(fieldMessages(profileEditRequestSchema, { ...valid, ...change })).toEqual(expected);
  });
});
