import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { globalDataQuery } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { GLOBAL_DATA, STUDENT } from '../chrome/test-utils.tsx';
import { createShellStore, type ShellSeed } from '../session/session-store.ts';
import { testQueryClient } from '../testing/ShellTestProviders.tsx';
import { layoutTree } from './testing/layout-tree.tsx';

const server = withTestServer();
beforeAll(() => {
  server.answer('/front/utils/global', { status: 200, body: GLOBAL_DATA });
  server.answer('/auth/notifications', { status: 200, body: { data: { messages: [], unread_count: 0 } } });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's HTML for the page, then the browser's hydration of it with the same seed; returns what React reported. */
async function renderThenHydrate(seed: ShellSeed) {
  const onServer = testQueryClient();
  await onServer.fetchQuery(globalDataQuery());
  const html = renderToString(
    layoutTree('default', '/contactus', { store: createShellStore(seed), queryClient: onServer }),
  );

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const inBrowser = testQueryClient();
  await inBrowser.fetchQuery(globalDataQuery());
  const reported: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => reported.push(args));
  await act(async () => {
    root = hydrateRoot(
      container,
      layoutTree('default', '/contactus', { store: createShellStore(seed), queryClient: inBrowser }),
      {
        onRecoverableError: (error) => reported.push(error),
      },
    );
  });
  consoleError.mockRestore();
  return { container, reported };
}

describe('the layout hydrates the server’s HTML', () => {
  it('without a mismatch, for a guest and for a signed-in student in the dark theme', async () => {
    expect((await renderThenHydrate({ user: null })).reported).toEqual([]);
    act(() => root?.unmount());
    root = undefined;
    expect((await renderThenHydrate({ user: STUDENT, theme: 'dark' })).reported).toEqual([]);
  });

  it('then keeps only the parts of the viewport it is in (jsdom is 1024 px wide: a desktop)', async () => {
    const { container } = await renderThenHydrate({ user: null });
    expect(container.querySelector('[data-only]')).toBeNull();
    expect(container.querySelector('nav[aria-label="نوار پایین"]')).toBeNull();
    expect(container.querySelector('nav[aria-label="منوی اصلی"]')).not.toBeNull();
    expect(container.querySelector('button[aria-label="منو"]')).toBeNull();
  });
});
