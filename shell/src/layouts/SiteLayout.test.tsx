import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { withTestServer } from '@shared/api-client/testing';
import { LayoutSlot } from '@shared/ui';
import { GLOBAL_DATA } from '../chrome/test-utils.tsx';
import { getShellStore } from '../session/session-store.ts';
import { ShellTestProviders } from '../testing/ShellTestProviders.tsx';
import type { LayoutName } from '@shared/registry';
import { SiteLayout } from './SiteLayout.tsx';

const server = withTestServer();
beforeAll(() => {
  server.answer('/front/utils/global', { status: 200, body: GLOBAL_DATA });
});

function PageWithSidebar() {
  return (
    <>
      <h1>کارنامه</h1>
      <LayoutSlot name="sidebar">
        <a href="/profile/courses">دوره‌های من</a>
      </LayoutSlot>
    </>
  );
}

function renderLayout(layout: LayoutName, path: string, page = <h1>صفحه</h1>) {
  const router = createMemoryRouter(
    [{ element: <SiteLayout layout={layout} />, children: [{ path, element: page }] }],
    {
      initialEntries: [path],
    },
  );
  return render(
    <ShellTestProviders store={getShellStore()}>
      <RouterProvider router={router} />
    </ShellTestProviders>,
  );
}

describe('layouts', () => {
  it('the default layout has the header, a breadcrumb from the site map, the page and the footer', async () => {
    renderLayout('default', '/contactus');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(trail).getByRole('link', { name: 'خانه' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('تماس با ما').closest('[aria-current="page"]')).not.toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('صفحه');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('a profile page fills the profile layout’s sidebar', async () => {
    renderLayout('profile', '/profile/report-card', <PageWithSidebar />);
    const sidebar = await screen.findByRole('complementary', { name: 'ستون کناری نمایه' });
    expect(within(sidebar).getByRole('link', { name: 'دوره‌های من' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('دوره‌های من');
  });

  it('a course layout without a filled sidebar shows none', () => {
    renderLayout('course', '/course/algebra-9');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'course');
  });

  it('the auth layout is the page alone under a slim header', () => {
    renderLayout('auth', '/user/login');
    expect(screen.getByRole('link', { name: /صفحهٔ اصلی/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'منوی اصلی' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('the chat room has the header and no footer', async () => {
    renderLayout('chat-room', '/chat');
    expect(screen.getByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
