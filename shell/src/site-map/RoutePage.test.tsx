import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { withTestServer } from '@shared/api-client/testing';
import { getShellStore } from '../session/session-store.ts';
import { ShellTestProviders } from '../testing/ShellTestProviders.tsx';
import { RoutePage } from './RoutePage.tsx';
import { SHELL_ROUTES } from './shell-routes.ts';

const server = withTestServer();

const staticPage = SHELL_ROUTES.find((route) => route.path === '/page/:slug')!;

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: staticPage.path, element: <RoutePage route={staticPage} /> }], {
    initialEntries: [address],
  });
  return render(
    <ShellTestProviders store={getShellStore()}>
      <RouterProvider router={router} />
    </ShellTestProviders>,
  );
}

describe('a page of the site map in the browser', () => {
  it.each(['/page/%20', '/page/%E2%80%8F', '/page/%01', '/page/%E0%A4%A'])(
    '%s fits the route but names no page: the 404 page, and nothing is asked of the API',
    async (address) => {
      server.requests.length = 0;
      // The router warns of a malformed escape (the last address) and matches it undecoded; nothing else warns.
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderAt(address);
      expect(await screen.findByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
      expect(server.requests).toEqual([]);
      const warnings = warn.mock.calls.map(([message]) => String(message));
      warn.mockRestore();
      expect(warnings.every((message) => message.includes('could not be decoded'))).toBe(true);
    },
  );
});
