import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import userEvent from '@testing-library/user-event';
import { hasSession } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { getShellStore, sessionAtom, startSession } from './session-store.ts';
import { useLogout, useSession } from './use-session.ts';
import { DEMO_STUDENT } from './testing/demo-student.ts';

const server = withTestServer();

const student = DEMO_STUDENT;

function UserMenu({ reload }: { reload: () => void }) {
  const session = useSession();
  const { logOut, loggingOut } = useLogout(reload);
  return (
    <div>
      <p>{session.status === 'authenticated' ? session.user.fullName : 'مهمان'}</p>
      <button type="button" aria-busy={loggingOut} onClick={() => void logOut()}>
        خروج
      </button>
    </div>
  );
}

describe('useSession and useLogout', () => {
  it('follow the session and log out once however often pressed', async () => {
    server.answer('/auth/logout', { status: 200, body: { message: 'از حساب کاربری خود خارج شدید.' } });
    const reload = jest.fn();
    const user = userEvent.setup();
    render(
      <JotaiProvider store={getShellStore()}>
        <UserMenu reload={reload} />
      </JotaiProvider>,
    );
    expect(screen.getByText('مهمان')).toBeInTheDocument();

    act(() =>
      startSession({
        userData: student,
        userAbilities: [],
        notifications: { messages: [] },
        message: 'خوش آمدید',
      }),
    );
    expect(screen.getByText('سارا محمدی')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'خروج' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.getByText('مهمان')).toBeInTheDocument();
    expect(hasSession()).toBe(false);
    expect(server.requests.filter((request) => request.path === '/auth/logout')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the session of the nearest Provider’s store, as a server render gives each request its own', () => {
    const request = createStore();
    request.set(sessionAtom, { status: 'authenticated', user: student });
    render(
      <JotaiProvider store={request}>
        <UserMenu reload={() => undefined} />
      </JotaiProvider>,
    );
    expect(screen.getByText('سارا محمدی')).toBeInTheDocument();
    expect(getShellStore().get(sessionAtom).status).not.toBe('authenticated');
  });
});
