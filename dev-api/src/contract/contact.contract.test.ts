import { sendContactMessage } from '@shared/api-client';
import { validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('contact contract', () => {
  it('POST /contact stores the message and answers a tracking code', async () => {
    const first = await sendContactMessage({
      name: 'مینا صالحی',
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      subject: 'پرسش دربارهٔ دوره',
      message: 'آیا دورهٔ ریاضی نهم جلسهٔ رفع اشکال حضوری هم دارد؟',
    });
    expect(first.message).toBe('پیام شما ثبت شد. کد پیگیری: DS-00001');
    const second = await sendContactMessage({
      name: 'مینا صالحی',
      email: 'mina@example.com',
      subject: 'پیگیری',
      message: 'پیام قبلی‌ام را پیگیری می‌کنم.',
    });
    expect(second.data?.tracking_code).toBe('DS-00002');
  });

  it('POST /contact refuses a message with no way to answer and a too-short text, all fields at once', async () => {
    const error = await validationErrorOf(sendContactMessage({ name: 'مینا', subject: 'سلام', message: 'کوتاه' }));
    expect(error.fields).toEqual({
      email: 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.',
      mobile: 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.',
      message: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.',
    });
    const badMobile = await validationErrorOf(
      sendContactMessage({ name: 'مینا', mobile: '12', subject: 'سلام', message: 'متنی به اندازهٔ کافی بلند.' }),
    );
    expect(badMobile.fields.mobile).toBe('شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.');
  });
});
