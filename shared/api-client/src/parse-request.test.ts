import { sendContactMessage } from './contact.ts';
import { ValidationError } from './errors.ts';
import { forbidRequests } from './testing/required-parameters.ts';

describe('a call checks its body with its request schema before sending', () => {
  forbidRequests();

  it('a caller’s mistake is a Persian ValidationError, like a 422, and no request goes out', async () => {
    const error = await sendContactMessage({ name: 'مینا', mobile: '12', subject: 'سلام', message: 'کوتاه' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 422,
      message: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.',
      fields: { mobile: 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.', message: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.' },
    });
  });
});
