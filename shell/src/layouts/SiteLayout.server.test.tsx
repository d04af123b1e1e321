/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { globalDataQuery } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { GLOBAL_DATA, STUDENT } from '../chrome/test-utils.tsx';
import { createShellStore } from '../session/session-store.ts';
import { testQueryClient } from '../testing/ShellTestProviders.tsx';
import { layoutTree } from './testing/layout-tree.tsx';

const server = withTestServer();
beforeAll(() => {
  server.answer('/front/utils/global', { status: 200, body: GLOBAL_DATA });
});

/** Renders as the site server does: in Node, no window or document, the frame's data fetched first. */
async function renderOnServer(seed: Parameters<typeof createShellStore>[0], path = '/contactus') {
  const queryClient = testQueryClient();
  await queryClient.fetchQuery(globalDataQuery());
  return renderToString(layoutTree('default', path, { store: createShellStore(seed), queryClient }));
}

describe('the layout on the server', () => {
  it('renders without a browser, with the header, footer and the page', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderOnServer({ user: null });
    expect(html).toContain('<h1>صفحه</h1>');
    expect(html).toContain('ورود / ثبت‌نام');
    expect(html).toContain('دسته 1');
  });

  it('puts both the phone’s and the desktop’s parts in the page, each marked for CSS to hide elsewhere', async () => {
    const html = await renderOnServer({ user: null });
    // The phone's menu button, search row and bottom bar; the desktop's search and main menu.
    expect(html.match(/data-only="mobile"/g)).toHaveLength(3);
    expect(html.match(/data-only="desktop"/g)).toHaveLength(2);
    expect(html).toContain('نوار پایین');
    expect(html).toContain('منوی اصلی');
  });

  it('shows the student the server knows, and keeps each request’s session apart', async () => {
    const signedIn = await renderOnServer({ user: STUDENT });
    const guest = await renderOnServer({ user: null });
    expect(signedIn).toContain('سارا محمدی');
    expect(signedIn).not.toContain('ورود / ثبت‌نام');
    expect(guest).not.toContain('سارا محمدی');
  });

  it('renders in the theme of the request', async () => {
    const dark = await renderOnServer({ user: null, theme: 'dark' });
    const light = await renderOnServer({ user: null, theme: 'light' });
    // The theme switch names what a press does.
    expect(dark).toContain('حالت روشن');
    expect(light).toContain('حالت تیره');
  });
});
