import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSignedIn } from '@shared/api-client/testing';
import { getShellStore, sessionAtom } from '../session/session-store.ts';
import { AuthControls } from './AuthControls.tsx';
import { renderChrome, setUpChromeApi, STUDENT } from './test-utils.tsx';

const user = STUDENT;
const api = setUpChromeApi();

describe('AuthControls', () => {
  it('offers a guest login and sign-up that returns to this page', () => {
    act(() => getShellStore().set(sessionAtom, { status: 'guest', user: null }));
    renderChrome(<AuthControls />, { path: '/learn/grade/grade-7?page=2' });
    expect(screen.getByRole('link', { name: 'ورود / ثبت‌نام' })).toHaveAttribute(
      'href',
      '/user/login?backUrl=%2Flearn%2Fgrade%2Fgrade-7%3Fpage%3D2',
    );
  });

  it('shows the bell and the user menu with dashboard, my courses, edit profile and logout once signed in', async () => {
    markSignedIn();
    api().answer('/auth/notifications', { status: 200, body: { data: { messages: [], unread_count: 0 } } });
    act(() => getShellStore().set(sessionAtom, { status: 'authenticated', user }));
    renderChrome(<AuthControls />);
    expect(screen.queryByRole('link', { name: 'ورود / ثبت‌نام' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اعلان‌ها' })).toBeInTheDocument();
    // The avatar (initials here) is part of the button, which the name alone names.
    const account = screen.getByRole('button', { name: 'سارا محمدی' });
    expect(account).toHaveTextContent('س م');
    await userEvent.click(account);
    // Every entry leads to its own page, under the name the profile's own menu gives it.
    expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['پیشخوان', '/profile'],
      ['دوره‌های من', '/course/my-courses'],
      ['ویرایش نمایه', '/profile/edit-profile'],
      ['خروج', null],
    ]);
  });
});
