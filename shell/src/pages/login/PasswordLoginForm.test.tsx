import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSignedOut, withTestServer } from '@shared/api-client/testing';
import { forgetSession, getShellStore, sessionAtom } from '../../session/session-store.ts';
import { authAnswer, captchaAnswer, checkAnswer, recordBodies, renderLoginPage } from './login-test-kit.tsx';

const server = withTestServer();
let recorder: ReturnType<typeof recordBodies>;
beforeEach(() => {
  server.requests.length = 0;
  recorder = recordBodies();
  markSignedOut();
  forgetSession();
  server.answer('/auth/check', checkAnswer());
});
afterEach(() => recorder.restore());

// The tab waits for the typed login to settle and be checked; a busy machine needs more than the defaults.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const FIRST_QUESTION = '۷ به‌علاوهٔ ۵ چند می‌شود؟';
const SECOND_QUESTION = '۳ ضرب در ۴ چند می‌شود؟';

const loginField = () => screen.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ });

/** The password tab appears once the typed login is known to have a password. */
async function typeLoginAndOpenPasswordTab(user: ReturnType<typeof userEvent.setup>, login = '09120000000') {
  await user.type(loginField(), login);
  await user.click(await screen.findByRole('tab', { name: 'ورود با رمز عبور' }, { timeout: 5_000 }));
}

async function openPasswordTab(user: ReturnType<typeof userEvent.setup>, entry?: string) {
  const page = renderLoginPage(entry);
  await typeLoginAndOpenPasswordTab(user);
  await screen.findByRole('img', { name: FIRST_QUESTION }, { timeout: 5_000 });
  return page;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, login: string, password: string, answer: string) {
  await user.clear(loginField());
  await user.type(loginField(), login);
  await user.type(screen.getByLabelText(/^رمز عبور/), password);
  await user.type(screen.getByRole('textbox', { name: /پاسخ کد امنیتی/ }), answer);
  await user.click(screen.getByRole('button', { name: 'ورود' }));
}

describe('password login', () => {
  it('sends login, password, the captcha answer and its key, then returns to backUrl', async () => {
    server.answer('/front/utils/captcha', captchaAnswer('key-1', FIRST_QUESTION));
    server.answer('/auth/simple-login', authAnswer('سارا محمدی، خوش آمدید!'));
    const user = userEvent.setup();
    const { where } = await openPasswordTab(user);

    await fillIn(user, '۰۹۱۲۰۰۰۰۰۰۰', 'daneshsara1404', '۱۲');

    expect(await screen.findByText('سارا محمدی، خوش آمدید!')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/profile'));
    expect(recorder.bodies('/auth/simple-login')).toEqual([
      { login: '09120000000', password: 'daneshsara1404', captcha: '12', captcha_key: 'key-1' },
    ]);
    expect(getShellStore().get(sessionAtom).status).toBe('authenticated');
    expect(document.cookie).not.toContain('token');
  });

  it('a wrong password: the server message in an error snackbar and under the field, input kept, a new question', async () => {
    server.answer('/front/utils/captcha', [
      captchaAnswer('key-1', FIRST_QUESTION),
      captchaAnswer('key-2', SECOND_QUESTION),
    ]);
    const failed = 'ورود ناموفق بود؛ نام کاربری یا رمز عبور اشتباه است.';
    server.answer('/auth/simple-login', { status: 422, body: { message: failed, errors: { password: [failed] } } });
    const user = userEvent.setup();
    const { where } = await openPasswordTab(user);

    await fillIn(user, '09120000000', 'wrong-password', '12');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(failed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^رمز عبور/)).toHaveAccessibleDescription(failed);
    expect(screen.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ })).toHaveValue('09120000000');
    expect(screen.getByLabelText(/^رمز عبور/)).toHaveValue('wrong-password');
    expect(await screen.findByRole('img', { name: SECOND_QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /پاسخ کد امنیتی/ })).toHaveValue('');
    expect(where()).toBeUndefined();
    expect(getShellStore().get(sessionAtom).status).toBe('guest');
  });

  it('a failure without a server message says «ورود ناموفق بود»', async () => {
    server.answer('/front/utils/captcha', captchaAnswer('key-1', FIRST_QUESTION));
    server.answer('/auth/simple-login', { status: 403, body: {} });
    const user = userEvent.setup();
    await openPasswordTab(user);

    await fillIn(user, '09120000000', 'daneshsara1404', '12');

    expect(within(await screen.findByRole('alert')).getByText('ورود ناموفق بود')).toBeInTheDocument();
  });

  it('a wrong captcha answer shows under the captcha field', async () => {
    server.answer('/front/utils/captcha', [
      captchaAnswer('key-1', FIRST_QUESTION),
      captchaAnswer('key-2', SECOND_QUESTION),
    ]);
    server.answer('/auth/simple-login', {
      status: 422,
      body: { message: 'پاسخ کد امنیتی درست نیست.', errors: { captcha: ['پاسخ کد امنیتی درست نیست.'] } },
    });
    const user = userEvent.setup();
    await openPasswordTab(user);

    await fillIn(user, '09120000000', 'daneshsara1404', '99');

    await screen.findByRole('img', { name: SECOND_QUESTION });
    expect(screen.getByRole('textbox', { name: /پاسخ کد امنیتی/ })).toHaveAccessibleDescription(
      expect.stringContaining('پاسخ کد امنیتی درست نیست.'),
    );
  });

  it('asks for every field before sending anything, and keeps the login typed in the other tab', async () => {
    server.answer('/front/utils/captcha', captchaAnswer('key-1', FIRST_QUESTION));
    const user = userEvent.setup();
    renderLoginPage();
    await typeLoginAndOpenPasswordTab(user);
    await screen.findByRole('img', { name: FIRST_QUESTION });

    expect(screen.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ })).toHaveValue('09120000000');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز عبور را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByText('پاسخ کد امنیتی را وارد کنید.')).toBeInTheDocument();
    expect(recorder.bodies('/auth/simple-login')).toEqual([]);
  });

  it('a captcha that cannot be loaded offers a retry', async () => {
    server.answer('/front/utils/captcha', [{ status: 404, body: {} }, captchaAnswer('key-1', FIRST_QUESTION)]);
    const user = userEvent.setup();
    renderLoginPage();
    await typeLoginAndOpenPasswordTab(user);

    await user.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('img', { name: FIRST_QUESTION })).toBeInTheDocument();
  });

  it('is not offered to an account that has no password; the code is its way in', async () => {
    server.answer('/auth/check', checkAnswer(['otp']));
    const user = userEvent.setup();
    renderLoginPage();
    expect(screen.queryByRole('tab', { name: 'ورود با رمز عبور' })).toBeNull();
    await user.type(loginField(), '۰۹۱۲۳۳۳۴۴۵۵');
    await waitFor(() => expect(recorder.bodies('/auth/check')).toEqual([{ login: '09123334455' }]));
    await act(async () => undefined);
    expect(screen.queryByRole('tab', { name: 'ورود با رمز عبور' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'ورود با کد یک‌بارمصرف', selected: true })).toBeInTheDocument();
  });

  it('for a forgotten password leads to the one-time code, the login kept', async () => {
    server.answer('/front/utils/captcha', captchaAnswer('key-1', FIRST_QUESTION));
    const user = userEvent.setup();
    renderLoginPage();
    await typeLoginAndOpenPasswordTab(user);
    expect(screen.getByText(/رمز عبور را فراموش کرده‌اید؟/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ورود با کد یک‌بارمصرف' }));
    expect(screen.getByRole('tab', { name: 'ورود با کد یک‌بارمصرف', selected: true })).toBeInTheDocument();
    expect(loginField()).toHaveValue('09120000000');
  });
});
