import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSignedOut, withTestServer } from '@shared/api-client/testing';
import { forgetSession, getShellStore, sessionAtom } from '../../session/session-store.ts';
import { captchaAnswer, challengeAnswer, checkAnswer, renderLoginPage } from './login-test-kit.tsx';

/**
 * The login limits (429) as the page shows them: the server's Persian words saying how
 * long to wait, beside the form, with everything typed kept.
 */

const server = withTestServer();
beforeEach(() => {
  server.requests.length = 0;
  markSignedOut();
  forgetSession();
});

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const loginField = () => screen.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ });
const wait = (message: string) => ({ status: 429, body: { message } });

it('a password login made to wait says how long and keeps the login and password', async () => {
  const paused = 'رمز عبور چند بار نادرست وارد شد؛ ۳۰ ثانیه دیگر دوباره تلاش کنید یا با کد یک‌بارمصرف وارد شوید.';
  server.answer('/auth/check', checkAnswer());
  server.answer('/front/utils/captcha', captchaAnswer('key-1', '۷ به‌علاوهٔ ۵ چند می‌شود؟'));
  server.answer('/auth/simple-login', wait(paused));
  const user = userEvent.setup();
  renderLoginPage();
  await user.type(loginField(), '09120000000');
  await user.click(await screen.findByRole('tab', { name: 'ورود با رمز عبور' }));
  await screen.findByRole('img', { name: '۷ به‌علاوهٔ ۵ چند می‌شود؟' });

  await user.type(screen.getByLabelText(/^رمز عبور/), 'daneshsara1404');
  await user.type(screen.getByRole('textbox', { name: /پاسخ کد امنیتی/ }), '12');
  await user.click(screen.getByRole('button', { name: 'ورود' }));

  expect(await screen.findByText(paused)).toBeInTheDocument();
  expect(loginField()).toHaveValue('09120000000');
  expect(screen.getByLabelText(/^رمز عبور/)).toHaveValue('daneshsara1404');
  expect(getShellStore().get(sessionAtom).status).toBe('guest');
});

it('a code asked for too often says how long and keeps the number', async () => {
  const tooMany = 'برای این شماره یا ایمیل در یک ساعت گذشته ۵ کد فرستاده شده است؛ ۴۲ دقیقه دیگر کد تازه بخواهید.';
  server.answer('/auth/check', checkAnswer(['otp']));
  server.answer('/auth/login-register', wait(tooMany));
  const user = userEvent.setup();
  renderLoginPage();

  await user.type(loginField(), '۰۹۱۲۰۰۰۰۰۰۰');
  await user.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));

  expect(await screen.findByText(tooMany)).toBeInTheDocument();
  expect(loginField()).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
});

it('a resend refused for now says how long and keeps the code step', async () => {
  const tooSoon = 'کد پیشین همین تازه فرستاده شد؛ ۴۵ ثانیه دیگر می‌توانید کد تازه بخواهید.';
  server.answer('/auth/check', checkAnswer(['otp']));
  server.answer('/auth/login-register', [challengeAnswer(), wait(tooSoon)]);
  const now = Date.now();
  // The page's own countdown has run out (its clock says a minute passed); the server's has not.
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  const user = userEvent.setup();
  renderLoginPage();
  await user.type(loginField(), '09120000000');
  await user.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
  await screen.findByRole('group', { name: 'کد تأیید' });
  clock.mockReturnValue(now + 61_000);

  await user.click(await screen.findByRole('button', { name: 'ارسال دوبارهٔ کد' }, { timeout: 5_000 }));

  expect(await screen.findByText(tooSoon)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'کد تأیید' })).toBeInTheDocument();
  clock.mockRestore();
});
