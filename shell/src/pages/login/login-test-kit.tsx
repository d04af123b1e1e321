import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '@shared/router';
import { SnackbarHost } from '@shared/ui';
import { startShellStore } from '../../session/session-store.ts';
import { ShellTestProviders } from '../../testing/ShellTestProviders.tsx';
import LoginPage from './LoginPage.tsx';
import { DEMO_STUDENT } from '../../session/testing/demo-student.ts';

/** The demo student as the API answers it. */
export const student = DEMO_STUDENT;

/** A successful login's answer as the page gets it: the site server took the token out into its HttpOnly cookie. */
export function authAnswer(message: string) {
  return {
    status: 200,
    body: { userData: student, userAbilities: [], notifications: { messages: [] }, message },
  };
}

/** login-register's answer: the code went out. */
export function challengeAnswer(token = 'otp-token-1') {
  return {
    status: 200,
    body: {
      message: 'کد تأیید ۶ رقمی به شمارهٔ ۰۹۱۲۰۰۰۰۰۰۰ فرستاده شد.',
      data: { token, login: '09120000000', expires_in: 300, code_length: 6, is_new_user: false },
    },
  };
}

/** /auth/check's answer: the ways in the typed login has (a password only for an account that has one). */
export function checkAnswer(methods: ('otp' | 'password')[] = ['otp', 'password']) {
  return {
    status: 200,
    body: {
      message: 'این حساب ثبت شده است؛ وارد شوید.',
      data: { login: '09120000000', registered: true, has_password: methods.includes('password'), methods },
      userAbilities: [{ action: 'read', subject: 'Public' }],
    },
  };
}

/** A captcha the password form can show. */
export function captchaAnswer(key: string, question: string) {
  return {
    status: 200,
    body: {
      data: {
        enabled: true,
        key,
        type: 'arithmetic',
        question,
        image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        length: 2,
      },
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The login page as the site shows it: router (with a page to return to),
 * query cache, jotai, theme and the snackbar host. `where()` is the current path.
 */
export function renderLoginPage(entry = '/user/login?backUrl=%2Fprofile') {
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <LoginPage title="ورود و ثبت‌نام" /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  // A fresh page store, the one a login's session goes to, as the bootstrap makes it.
  render(
    <ShellTestProviders store={startShellStore({})}>
      <RouterProvider router={router} />
      <SnackbarHost />
    </ShellTestProviders>,
  );
  return { router, where: () => screen.queryByTestId('where')?.textContent };
}

/** Records the JSON bodies the page sends, by API path, while passing every request on. */
export function recordBodies(): { bodies: (path: string) => unknown[]; restore: () => void } {
  const seen: { path: string; body: unknown }[] = [];
  const realFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    seen.push({ path: new URL(request.url).pathname.replace(/^\/api/, ''), body: text ? JSON.parse(text) : undefined });
    return realFetch(request);
  });
  return {
    bodies: (path) => seen.filter((entry) => entry.path === path).map((entry) => entry.body),
    restore: () => spy.mockRestore(),
  };
}
