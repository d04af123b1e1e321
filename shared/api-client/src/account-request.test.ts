import { contactCodeConfirmSchema, contactCodeRequestSchema } from './account.ts';
import { fieldMessages } from './testing/schema-messages.ts';

describe('contactCodeRequestSchema', () => {
  it.each([
    [{ field: 'mobile', value: '۰۹۳۵۱۲۳۰۰۹۹' }, {}],
    [{ field: 'email', value: 'reza@example.com' }, {}],
    [{ field: 'mobile', value: 'reza@example.com' }, { value: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.' }],
    [{ field: 'email', value: '' }, { value: 'نشانی ایمیل معتبر نیست.' }],
    [{ field: 'phone', value: '09120000000' }, { field: 'بگویید شمارهٔ موبایل را تغییر می‌دهید یا ایمیل را.' }],
    [{ field: 'mobile' }, { value: 'شمارهٔ موبایل یا ایمیل تازه را وارد کنید.' }],
  ])('%p → %p', (payload, expected) => {
    expect(fieldMessages(contactCodeRequestSchema, payload)).toEqual(expected);
  });
});

describe('contactCodeConfirmSchema', () => {
  it.each([
    [{ code: '۱۲۳۴۵۶', token: 't' }, {}],
    [{ code: '', token: 't' }, { code: 'کد تأیید را وارد کنید.' }],
    [{ code: '12', token: 't' }, { code: 'کد تأیید باید ۶ رقم باشد.' }],
    [{ code: '123456' }, { token: 'نشانهٔ کد فرستاده نشده است.' }],
  ])('%p → %p', (payload, expected) => {
    expect(fieldMessages(contactCodeConfirmSchema, payload)).toEqual(expected);
  });
});
