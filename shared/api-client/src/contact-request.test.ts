import { contactRequestSchema } from './contact.ts';
import { fieldMessages } from './testing/schema-messages.ts';

const valid = {
  name: 'مینا صالحی',
  mobile: '۰۹۱۲۳۴۵۶۷۸۹',
  subject: 'پرسش دربارهٔ دوره',
  message: 'آیا دورهٔ ریاضی نهم جلسهٔ رفع اشکال دارد؟',
};
const NO_REPLY = 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.';

describe('contactRequestSchema', () => {
  it('sends a valid message tidied: trimmed, the mobile as 09…, a blank e-mail as null', () => {
    expect(contactRequestSchema.parse({ ...valid, name: '  مینا صالحی ', email: ' ' })).toEqual({
      ...valid,
      mobile: '09123456789',
      email: null,
    });
  });

  it.each([
    ['an e-mail alone', { ...valid, mobile: undefined, email: 'Mina@Example.com' }],
    ['a +98 mobile', { ...valid, mobile: '+989123456789' }],
  ])('accepts %s', (_name, payload) => {
    expect(fieldMessages(contactRequestSchema, payload)).toEqual({});
  });

  it.each([
    ['no name', { ...valid, name: ' ' }, { name: 'نام خود را وارد کنید.' }],
    ['a one-letter name', { ...valid, name: 'م' }, { name: 'نام خود را وارد کنید.' }],
    ['a long name', { ...valid, name: 'م'.repeat(61) }, { name: 'نام نباید بیشتر از ۶۰ نویسه باشد.' }],
    ['a wrong e-mail', { ...valid, email: 'mina@' }, { email: 'نشانی ایمیل معتبر نیست.' }],
    ['a wrong mobile', { ...valid, mobile: '12' }, { mobile: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.' }],
    ['no way to answer', { ...valid, mobile: '' }, { email: NO_REPLY, mobile: NO_REPLY }],
    ['a short subject', { ...valid, subject: 'سل' }, { subject: 'موضوع پیام را وارد کنید.' }],
    ['a long subject', { ...valid, subject: 'م'.repeat(101) }, { subject: 'موضوع نباید بیشتر از ۱۰۰ نویسه باشد.' }],
    ['no message', { ...valid, message: '  ' }, { message: 'متن پیام را بنویسید.' }],
    ['a short message', { ...valid, message: 'کوتاه' }, { message: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.' }],
    [
      'a long message',
      { ...valid, message: 'م'.repeat(2001) },
      { message: 'متن پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.' },
    ],
    [
      'everything missing',
      {},
      {
        name: 'نام خود را وارد کنید.',
        subject: 'موضوع پیام را وارد کنید.',
        message: 'متن پیام را بنویسید.',
      },
    ],
  ])('refuses %s', (_name, payload, expected) => {
    expect(fieldMessages(contactRequestSchema, payload)).toEqual(expected);
  });
});
