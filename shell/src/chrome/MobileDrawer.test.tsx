import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient, readAccessToken, writeAccessToken } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { sessionAtom, shellStore } from '../session/session-store.ts';
import { MobileDrawer } from './MobileDrawer.tsx';
import { GLOBAL_DATA, renderChrome } from './test-utils.tsx';

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

function drawer() {
  return screen.getByRole('dialog', { name: 'منو' });
}

describe('MobileDrawer', () => {
  beforeEach(() => server.answer('/front/global-data', { status: 200, body: { data: GLOBAL_DATA } }));

  it('shows the signed-in student by initials and name, with edit-profile and a logout that ends the session', async () => {
    writeAccessToken('drawer-token');
    server.answer('/auth/logout', { status: 200, body: { message: 'خارج شدید.' } });
    act(() => shellStore.set(sessionAtom, { status: 'authenticated', user }));
    // jsdom cannot reload the page, which logout does last; it reports that as an error.
    const noReload = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChrome(<MobileDrawer open onClose={() => undefined} />);

    expect(within(drawer()).getByText('س م')).toBeVisible();
    expect(within(drawer()).getByRole('link', { name: 'ویرایش نمایه' })).toHaveAttribute(
      'href',
      '/profile/edit-profile',
    );
    const menu = within(drawer()).getByRole('navigation', { name: 'منوی اصلی' });
    expect(within(menu).getByRole('link', { name: 'پیشخوان' })).toHaveAttribute('href', '/profile');

    await userEvent.click(within(drawer()).getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(shellStore.get(sessionAtom).status).toBe('guest'));
    await waitFor(() => expect(readAccessToken()).toBeUndefined());
    expect(server.requests.filter((request) => request.path === '/auth/logout')).toEqual([
      expect.objectContaining({ method: 'POST', authorization: 'Bearer drawer-token' }),
    ]);
    noReload.mockRestore();
  });

  it('offers a guest login and sign-up, and no logout', () => {
    renderChrome(<MobileDrawer open onClose={() => undefined} />);
    expect(within(drawer()).getByRole('link', { name: 'ورود' })).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: 'خروج' })).not.toBeInTheDocument();
  });
});
