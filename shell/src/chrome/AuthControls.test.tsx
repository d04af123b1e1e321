import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient, writeAccessToken } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { sessionAtom, shellStore } from '../session/session-store.ts';
import { AuthControls } from './AuthControls.tsx';
import { renderChrome } from './test-utils.tsx';

const user = {
  id: 1,
  fullName: 'سارا محمدی',
  avatar: null,
  first_name: 'سارا',
  last_name: 'محمدی',
  email: null,
  mobile: '09120000000',
  grade_slug: null,
  grade_name: null,
  bio: null,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  configureApiClient({ base: server.apiBase });
});
afterAll(() => server.close());
afterEach(() => act(() => shellStore.set(sessionAtom, { status: 'guest', user: null })));

describe('AuthControls', () => {
  it('offers a guest login and sign-up that returns to this page', () => {
    act(() => shellStore.set(sessionAtom, { status: 'guest', user: null }));
    renderChrome(<AuthControls />, { path: '/learn/grade/grade-7?page=2' });
    expect(screen.getByRole('link', { name: 'ورود / ثبت‌نام' })).toHaveAttribute(
      'href',
      '/user/login?backUrl=%2Flearn%2Fgrade%2Fgrade-7%3Fpage%3D2',
    );
  });

  it('shows the bell and the user menu with profile, my courses, dashboard and logout once signed in', async () => {
    writeAccessToken('menu-token');
    server.answer('/auth/notifications', { status: 200, body: { data: { messages: [], unread_count: 0 } } });
    act(() => shellStore.set(sessionAtom, { status: 'authenticated', user }));
    renderChrome(<AuthControls />);
    expect(screen.queryByRole('link', { name: 'ورود / ثبت‌نام' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اعلان‌ها' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /سارا محمدی/ }));
    expect(screen.getByRole('menuitem', { name: 'نمایه' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'دوره‌های من' })).toHaveAttribute('href', '/course/my-courses');
    expect(screen.getByRole('menuitem', { name: 'پیشخوان' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'خروج' })).toBeInTheDocument();
  });
});
