import { render, type RenderResult } from '@testing-library/react';
import { withTestServer, type TestServer } from '@shared/api-client/testing';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@shared/router';
import { getShellStore, startShellStore } from '../session/session-store.ts';
import { ShellTestProviders } from '../testing/ShellTestProviders.tsx';
import { DEMO_STUDENT } from '../session/testing/demo-student.ts';

/** The signed-in student of the chrome tests, as the auth check answers them. */
export const STUDENT = DEMO_STUDENT;

/**
 * A test API for one file, and a fresh page store with a guest session for
 * each test, as each page load has. Returns a getter for the server.
 */
export function setUpChromeApi(): () => TestServer {
  const server = withTestServer();
  beforeEach(() => startShellStore({ user: null }));
  return () => server;
}

/** The global data the dev API serves, trimmed: what the header and footer tests need. */
export const GLOBAL_DATA = {
  logos: { logo: '/favicon.svg' },
  grades: [
    { name: 'هفتم', slug: 'grade-7' },
    { name: 'هشتم', slug: 'grade-8' },
  ],
  vendor_categories: Array.from({ length: 22 }, (_, index) => ({
    name: `دسته ${index + 1}`,
    slug: `category-${index + 1}`,
  })),
  social: {
    social_linkedin: 'https://www.linkedin.com/company/daneshsara',
    social_pinterest: 'https://www.pinterest.com/daneshsara',
    social_instagram: 'https://www.instagram.com/daneshsara',
    social_telegram: 'https://t.me/daneshsara',
    social_facebook: 'https://www.facebook.com/daneshsara',
    social_whatsapp: 'https://wa.me/982100000000',
  },
  footer: {
    menu_1: { label: 'دسترسی سریع', items: [{ title: 'دوره‌ها', path: '/courses' }] },
    menu_2: { label: 'آموزشگاه', items: [{ title: 'درباره ما', path: '/aboutus' }] },
  },
  contact: { contact_phones: ['021-88776655'], contact_mail: 'info@daneshsara.example' },
};

/**
 * Renders shell chrome as the page does: the page's jotai store (the session's), a fresh
 * query cache (no retries), the light theme and a router at `path`.
 */
export function renderChrome(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ShellTestProviders store={getShellStore()}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ShellTestProviders>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
