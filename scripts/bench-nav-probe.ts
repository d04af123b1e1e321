import type { Page } from '@playwright/test';

/**
 * What `npm run bench:nav` runs inside the page. The scripts are strings, not functions: Playwright sends a
 * function's source text, and `tsx` compiles ours with helpers (`__name`) that do not exist in the page.
 */

/** The paint metrics of one load, as the page's own PerformanceObserver reported them (ms since navigation). */
export interface PaintMetrics {
  fcp: number | undefined;
  lcp: number | undefined;
  /** Sum of the layout shifts not caused by input (the measured loads have none). */
  cls: number;
}

/**
 * Added before any of the page's scripts: `buffered: true` also hands over entries from before the observers
 * started. LCP keeps the last candidate, which is the one the browser settles on; it stops at the first input,
 * which is why the home page's values are read before the click.
 */
const PAINT_OBSERVERS = `(() => {
  if (window !== window.top) return;
  const metrics = (window.__benchNav = { fcp: undefined, lcp: undefined, cls: 0 });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { metrics.lcp = entry.startTime; });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) metrics.cls += entry.value; });
})();`;

export async function addPaintObservers(page: Page): Promise<void> {
  await page.addInitScript(PAINT_OBSERVERS);
}

export async function readPaintMetrics(page: Page): Promise<PaintMetrics> {
  const metrics = await page.evaluate('window.__benchNav');
  if (!metrics) throw new Error(`${page.url()}: the paint observers did not run`);
  return metrics as PaintMetrics;
}

/**
 * Arms the measure of a click that shows a heading: from the click to the first paint after an `<h1>` with
 * `heading` in its text is in the document. Its result is read with `clickToHeadingMs` after the click.
 *
 * How: a capture listener takes `performance.now()` at the click (in the page, so Playwright's round trips do
 * not count); a MutationObserver sees the heading arrive; a `requestAnimationFrame` callback runs just before
 * the frame that draws it, and a message posted from there is handled once that frame's rendering work is done,
 * so the time is the heading's paint (the "after next paint" idiom) — both run on the page's (throttled) main
 * thread like the app. Not LCP: it stops reporting at the first input, so it never sees a page reached by a
 * click. Not Element Timing: it needs an `elementtiming` attribute in the app's markup, which the app does not
 * carry and a bench should not add.
 */
export async function armClickToHeading(page: Page, heading: string): Promise<void> {
  await page.evaluate(`(() => {
    const heading = ${JSON.stringify(heading)};
    window.__benchNavClick = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
      const shown = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent.includes(heading));
      const observer = new MutationObserver(() => {
        if (clickedAt === undefined || !shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
          channel.port2.postMessage(undefined);
        });
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
  })()`);
}

/**
 * The armed measure's result. The page must have stayed the same document: a full page load (a click before
 * the page was hydrated) would lose the measure, and this then says so instead of waiting.
 */
export async function clickToHeadingMs(page: Page, timeoutMs: number): Promise<number> {
  const result = page.evaluate(
    `window.__benchNavClick ?? Promise.reject(new Error('the click loaded a new document'))`,
  );
  result.catch(() => undefined); // when the timeout wins, the page closes under it: not an unhandled rejection
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no heading within ${timeoutMs / 1000} s of the click`)), timeoutMs);
  });
  try {
    return (await Promise.race([result, timeout])) as number;
  } finally {
    clearTimeout(timer);
  }
}
