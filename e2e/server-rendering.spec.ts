import type { ConsoleMessage, Frame, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  FRAME_CALLS,
  headingIn,
  hydrationEvidence,
  isCall,
  renderedPages,
  waitForHydration,
  watchHydration,
  type ApiCall,
} from './support/server-rendering.ts';
import { isServerRendered } from './support/server-html.ts';

/*
 * Server rendering: every public page arrives as HTML with its
 * content, head and data, and the browser takes it over (hydrates it)
 * without changing it or asking for that data again. Five pages stand for
 * the site: the shell's home, and one page of the blog, the dictionary, the
 * learn area and the quizzes. Each test opens all five in one context.
 */
test.describe.configure({ mode: 'parallel' });

test('without JavaScript every page shows its content and title, and the HTML carries them', async ({
  browser,
  request,
  baseURL,
}) => {
  const pages = await renderedPages(request);
  const context = await browser.newContext({ baseURL, locale: 'fa-IR', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const rendered of pages) {
      await page.goto(rendered.path);
      await expect(page.getByRole('heading', { level: 1 }), rendered.label).toHaveText(rendered.heading);
      await expect(page.getByText(rendered.content).first(), rendered.label).toBeVisible();
      await expect(page, rendered.label).toHaveTitle(rendered.title);
    }
  } finally {
    await context.close();
  }

  for (const rendered of pages) {
    const answer = await request.get(rendered.path);
    expect(answer.status(), rendered.label).toBe(200);
    const html = await answer.text();
    // The h1 element itself: the heading's words are in the state block too.
    expect(headingIn(html), rendered.label).toBe(rendered.heading);
    expect(html, rendered.label).toContain('<script type="application/json" id="server-state">');
  }
  // A page that does not exist, and an entity that does not: 404, with nothing for the browser to hydrate.
  for (const path of ['/no/such/page', '/dehkhoda/entry/999999999/نیست']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('id="server-state"');
  }
});

/** What the browser asked for while it opened one page. */
interface PageTraffic {
  apiGets: URL[];
  files: string[];
  consoleProblems: string[];
  /** Stops recording. */
  stop: () => void;
}

function recordTraffic(page: Page): PageTraffic {
  const traffic: PageTraffic = { apiGets: [], files: [], consoleProblems: [], stop: () => undefined };
  // Requests the previous page still makes (its Web Vitals chunk, loaded after it was ready) belong to it: only
  // what is asked for once the new page's document is in place counts.
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const onRequest = (request: Request) => {
    if (!committed) return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') traffic.apiGets.push(url);
    if (/\.(?:js|css)$/.test(url.pathname)) traffic.files.push(url.pathname);
  };
  const onConsole = (message: ConsoleMessage) => {
    // React's production build names a hydration failure only by its error number (418, 419, 423, 425…).
    const aboutHydration = /hydrat|Minified React error|react\.dev\/errors/i.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && aboutHydration)
      traffic.consoleProblems.push(message.text());
  };
  const onPageError = (error: Error) => traffic.consoleProblems.push(error.message);
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  traffic.stop = () => {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
  return traffic;
}

/**
 * Opens a page, recording its traffic, until the server rendered it. On a busy machine a render can pass its
 * budget, and the server then answers the page for the browser to draw (by design; crawler.spec.ts allows the
 * same): such a load says nothing about hydration, so it is asked for again, at most five times.
 */
async function openRendered(page: Page, path: string): Promise<PageTraffic> {
  for (let attempt = 1; ; attempt += 1) {
    const traffic = recordTraffic(page);
    const response = await page.goto(path);
    if (isServerRendered((await response?.text()) ?? '') || attempt === 5) return traffic;
    traffic.stop();
  }
}

const describeCall = (call: ApiCall) =>
  `/api/${call.path}${call.params ? `?${new URLSearchParams(call.params).toString()}` : ''}`;

for (const persona of ['guest', 'demo'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${persona === 'guest' ? 'signed out' : 'signed in'}, ${theme} theme`, () => {
      test.use({ persona });

      test('each page is hydrated as rendered: no mismatch, no second request for its data or its files', async ({
        context,
        baseURL,
        request,
      }) => {
        const pages = await renderedPages(request);
        await context.addCookies([{ name: 'platform_theme', value: theme, url: baseURL! }]);
        await watchHydration(context);
        // A tab of its own: this test waits for hydration its own way (waitForHydration), with its evidence watched.
        const page = await context.newPage();
        for (const rendered of pages) {
          const traffic = await openRendered(page, rendered.path);
          await waitForHydration(page);
          traffic.stop();

          // Soft: one page's finding does not hide the next page's.
          const label = `${rendered.label} (${rendered.path})`;
          await expect.soft(page.getByRole('heading', { level: 1 }), label).toHaveText(rendered.heading);
          // The server's title is the one the page keeps once it runs.
          await expect.soft(page, label).toHaveTitle(rendered.title);
          await expect.soft(page.locator('html'), label).toHaveAttribute('data-theme', theme);
          expect.soft(traffic.consoleProblems, label).toEqual([]);
          const evidence = await hydrationEvidence(page);
          expect
            .soft(
              evidence.beacons.filter((beacon) => beacon.includes('"kind":"hydration"')),
              label,
            )
            .toEqual([]);
          expect.soft(evidence.removedHeadings, `${label}: the server's h1 was replaced`).toBe(0);
          const held = [...FRAME_CALLS, ...rendered.calls];
          const askedAgain = traffic.apiGets.filter((url) => held.some((call) => isCall(url, call)));
          expect
            .soft(
              askedAgain.map((url) => url.pathname + url.search),
              `${label} asked again for data its HTML held (${held.map(describeCall).join(', ')})`,
            )
            .toEqual([]);
          const twice = traffic.files.filter((file, index) => traffic.files.indexOf(file) !== index);
          expect.soft(twice, `${label}: files requested twice`).toEqual([]);
        }
      });
    });
  }
}
