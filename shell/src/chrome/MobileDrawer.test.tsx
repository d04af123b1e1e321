import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasSession } from '@shared/api-client';
import { markSignedIn } from '@shared/api-client/testing';
import { getShellStore, sessionAtom } from '../session/session-store.ts';
import { MobileDrawer } from './MobileDrawer.tsx';
import { GLOBAL_DATA, renderChrome, setUpChromeApi, STUDENT } from './test-utils.tsx';

const user = STUDENT;
const api = setUpChromeApi();

function drawer() {
  return screen.getByRole('dialog', { name: 'منو' });
}

describe('MobileDrawer', () => {
  beforeEach(() => api().answer('/front/global-data', { status: 200, body: { data: GLOBAL_DATA } }));

  it('shows the signed-in student by initials and name, with edit-profile and a logout that ends the session', async () => {
    markSignedIn();
    api().answer('/auth/logout', { status: 200, body: { message: 'خارج شدید.' } });
    act(() => getShellStore().set(sessionAtom, { status: 'authenticated', user }));
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
    await waitFor(() => expect(getShellStore().get(sessionAtom).status).toBe('guest'));
    await waitFor(() => expect(hasSession()).toBe(false));
    expect(api().requests.filter((request) => request.path === '/auth/logout')).toEqual([
      // POST; the site server adds the bearer from its HttpOnly cookie.
      expect.objectContaining({ method: 'POST' }),
    ]);
    noReload.mockRestore();
  });

  it('offers a guest login and sign-up, and no logout', () => {
    renderChrome(<MobileDrawer open onClose={() => undefined} />);
    expect(within(drawer()).getByRole('link', { name: 'ورود' })).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: 'خروج' })).not.toBeInTheDocument();
  });
});
