import { act, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { themeFor } from '@shared/ui';
import { Guarded } from './guards.tsx';
import { getShellStore, sessionAtom, type SessionState } from './session-store.ts';
import { DEMO_STUDENT } from './testing/demo-student.ts';

const student = DEMO_STUDENT;
const AUTHENTICATED: SessionState = { status: 'authenticated', user: student };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile/*',
        element: (
          <Guarded guard="auth">
            <h1>کارنامه</h1>
          </Guarded>
        ),
      },
      {
        path: '/user/login',
        element: (
          <Guarded guard="guest">
            <h1>ورود</h1>
            <Where />
          </Guarded>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <JotaiProvider store={getShellStore()}>
      <ThemeProvider theme={themeFor('light')}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </JotaiProvider>,
  );
}

const setSession = (state: SessionState) => act(() => getShellStore().set(sessionAtom, state));
const where = () => screen.getByTestId('where').textContent;

describe('route guards', () => {
  it('sends a guest from a login-required page to login with the path and query as backUrl, never showing the page', () => {
    setSession({ status: 'guest', user: null });
    renderAt('/profile/report-card?term=2');
    expect(screen.queryByText('کارنامه')).not.toBeInTheDocument();
    expect(where()).toBe('/user/login?backUrl=%2Fprofile%2Freport-card%3Fterm%3D2');
  });

  it('waits while the user behind the cookie loads, then shows the page', () => {
    setSession({ status: 'loading', user: null });
    renderAt('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری');
    expect(screen.queryByText('کارنامه')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();

    setSession(AUTHENTICATED);
    expect(screen.getByRole('heading', { name: 'کارنامه' })).toBeInTheDocument();
  });

  it('sends the user to login when loading the user failed', () => {
    setSession({ status: 'loading', user: null });
    renderAt('/profile');
    setSession({ status: 'failed', user: null });
    expect(where()).toBe('/user/login?backUrl=%2Fprofile');
  });

  it('shows the login page to a guest', () => {
    setSession({ status: 'guest', user: null });
    renderAt('/user/login?backUrl=%2Fprofile');
    expect(screen.getByRole('heading', { name: 'ورود' })).toBeInTheDocument();
  });

  it('sends a logged-in user away from the login page to the backUrl', () => {
    setSession(AUTHENTICATED);
    renderAt('/user/login?backUrl=%2Fprofile%2Fcourses');
    expect(screen.queryByRole('heading', { name: 'ورود' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کارنامه' })).toBeInTheDocument();
  });

  it.each(['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%09%2Fevil.example', 'javascript%3Aalert(1)'])(
    'sends a logged-in user home, not to the backUrl %s',
    (backUrl) => {
      setSession(AUTHENTICATED);
      renderAt(`/user/login?backUrl=${backUrl}`);
      expect(where()).toBe('/');
    },
  );
});
