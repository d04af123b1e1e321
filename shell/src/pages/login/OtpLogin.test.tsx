import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSignedOut, withTestServer } from '@shared/api-client/testing';
import { forgetSession, getShellStore, sessionAtom } from '../../session/session-store.ts';
import { authAnswer, challengeAnswer, recordBodies, renderLoginPage, student } from './login-test-kit.tsx';

// The page types and waits as a person does; a busy machine needs more than the default five seconds.
jest.setTimeout(20_000);

const server = withTestServer();
let recorder: ReturnType<typeof recordBodies>;
beforeEach(() => {
  server.requests.length = 0;
  recorder = recordBodies();
  markSignedOut();
  forgetSession();
});
afterEach(() => recorder.restore());

const loginField = () => screen.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ });

async function askForCode(user: ReturnType<typeof userEvent.setup>, login = '۰۹۱۲۰۰۰۰۰۰۰') {
  await user.type(loginField(), login);
  await user.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
  await screen.findByRole('group', { name: 'کد تأیید' });
}

describe('OTP login', () => {
  it('sends the typed number in Latin digits, checks the full code once and returns to backUrl', async () => {
    server.answer('/auth/login-register', challengeAnswer());
    server.answer('/auth/otp-confirm', authAnswer('ورود با موفقیت انجام شد.'));
    const user = userEvent.setup();
    const { where } = renderLoginPage('/user/login?backUrl=%2Fprofile%3Ftab%3D2');

    await askForCode(user);
    expect(recorder.bodies('/auth/login-register')).toEqual([{ login: '09120000000' }]);
    expect(screen.getByText('کد تأیید ۶ رقمی به شمارهٔ ۰۹۱۲۰۰۰۰۰۰۰ فرستاده شد.')).toBeInTheDocument();
    // The boxes take focus, so the code is typed straight away and sent when the last digit lands.
    await user.keyboard('۱۲۳۴۵۶');

    const success = await screen.findByText('ورود با موفقیت انجام شد.');
    expect(success.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(where()).toBe('/profile?tab=2'));
    expect(recorder.bodies('/auth/otp-confirm')).toEqual([{ code: '123456', token: 'otp-token-1' }]);
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'authenticated', user: student });
    expect(document.cookie).not.toContain('token');
  });

  it('shows a wrong code under the boxes, keeps the digits and logs nobody in', async () => {
    server.answer('/auth/login-register', challengeAnswer());
    server.answer('/auth/otp-confirm', {
      status: 422,
      body: { message: 'کد تأیید نادرست است.', errors: { code: ['کد تأیید نادرست است.'] } },
    });
    const user = userEvent.setup();
    const { where } = renderLoginPage();

    await askForCode(user);
    await user.keyboard('111111');

    const error = await screen.findByText('کد تأیید نادرست است.');
    const firstBox = screen.getByRole('textbox', { name: 'رقم ۱ از ۶' });
    expect(firstBox).toHaveAttribute('aria-describedby', error.id);
    expect(firstBox).toHaveValue('۱');
    expect(where()).toBeUndefined();
    expect(getShellStore().get(sessionAtom).status).toBe('guest');
  });

  it('asks for a complete code before sending it', async () => {
    server.answer('/auth/login-register', challengeAnswer());
    const user = userEvent.setup();
    renderLoginPage();

    await askForCode(user);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'تأیید و ورود' }));

    expect(screen.getByText('کد ۶ رقمی را کامل وارد کنید.')).toBeInTheDocument();
    expect(recorder.bodies('/auth/otp-confirm')).toEqual([]);
  });

  it('refuses a malformed number before any request, then shows the server check under the field', async () => {
    server.answer('/auth/login-register', {
      status: 422,
      body: { message: 'شماره نامعتبر', errors: { login: ['این شماره مسدود شده است.'] } },
    });
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(loginField(), '0912');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    expect(await screen.findByText(/شمارهٔ موبایل \(مانند/)).toBeInTheDocument();
    expect(loginField()).toHaveAttribute('aria-invalid', 'true');
    expect(recorder.bodies('/auth/login-register')).toEqual([]);

    await user.clear(loginField());
    await user.type(loginField(), '09120000000');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تأیید' }));
    expect(await screen.findByText('این شماره مسدود شده است.')).toBeInTheDocument();
    expect(loginField()).toHaveValue('09120000000');
    expect(loginField()).toHaveFocus();
  });

  it('sends one request however often the button is pressed', async () => {
    server.answer('/auth/login-register', challengeAnswer());
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(loginField(), '09120000000');
    const button = screen.getByRole('button', { name: 'دریافت کد تأیید' });
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    await screen.findByRole('group', { name: 'کد تأیید' });
    expect(recorder.bodies('/auth/login-register')).toHaveLength(1);
  });

  it('waits before a resend, and lets the person go back and correct the number', async () => {
    server.answer('/auth/login-register', challengeAnswer());
    const user = userEvent.setup();
    renderLoginPage();

    await askForCode(user, '09120000000');
    expect(screen.getByRole('button', { name: /ارسال دوبارهٔ کد تا ۱:۰۰|ارسال دوبارهٔ کد تا ۰:۵۹/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'ویرایش شماره یا ایمیل' }));
    expect(loginField()).toHaveValue('09120000000');
    expect(loginField()).toHaveFocus();
  });

  it('sends a new code after the wait and confirms with the new token', async () => {
    server.answer('/auth/login-register', [challengeAnswer('otp-token-1'), challengeAnswer('otp-token-2')]);
    server.answer('/auth/otp-confirm', authAnswer('ورود با موفقیت انجام شد.'));
    const user = userEvent.setup();
    renderLoginPage();
    await askForCode(user);

    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      const resend = await screen.findByRole('button', { name: 'ارسال دوبارهٔ کد' }, { timeout: 2000 });
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
      await waitFor(() => expect(recorder.bodies('/auth/login-register')).toHaveLength(2));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toHaveFocus());
      await user.keyboard('123456');
      await waitFor(() =>
        expect(recorder.bodies('/auth/otp-confirm')).toEqual([{ code: '123456', token: 'otp-token-2' }]),
      );
    } finally {
      later.mockRestore();
    }
  });
});
