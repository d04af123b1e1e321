import type { Page } from '@playwright/test';
import { renderedByBrowser } from './client-render.ts';

/** A seeded post with a table, inline links and an h2: the hostile and 390 px tests start from it. */
export const TABLE_POST = 'weekly-study-timetable';

/** A seeded post with tags in the «کنکور و آزمون‌ها» category. */
export const EXAM_POST = 'test-taking-strategy-two-pass';

/**
 * Serves the site's HTML without its Content-Security-Policy, so an inline
 * handler that slipped through the sanitiser would really run: the XSS test
 * then proves the sanitiser, not the CSP, stops it.
 */
export async function withoutCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    return route.fulfill({ response, headers });
  });
}

/** Answers the article call with the real post, its body changed by `edit`. */
export async function rewriteArticleBody(page: Page, slug: string, edit: (body: string) => string): Promise<void> {
  // The stand-in answer reaches the browser only: the page must be drawn there, not on the server.
  await renderedByBrowser(page);
  await page.route(`**/api/front/blog/${slug}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { body: string } };
    json.data.body = edit(json.data.body);
    return route.fulfill({ response, json });
  });
}

/** Every way the article could still run code; empty when it is safe. */
export function findDangers(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('section[data-area="blog"] h1')?.closest('article');
    if (!root) return ['no article'];
    const found: string[] = [];
    const forbidden =
      'script, iframe, frame, object, embed, base, meta, link, form, input, button, style, svg, math, template, noscript';
    for (const element of Array.from(root.querySelectorAll(forbidden))) found.push(element.localName);
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || name === 'srcdoc' || name === 'style') found.push(`${element.localName}[${name}]`);
        const compact = Array.from(value)
          .filter((character) => character.charCodeAt(0) > 0x20)
          .join('');
        if (
          /^(href|src|action|formaction|xlink:href|data|cite)$/i.test(name) &&
          /^(javascript|vbscript|data):/i.test(compact)
        )
          found.push(`${element.localName}[${name}=${compact}]`);
      }
    }
    // Nothing outside the page's own head may have been added either.
    for (const element of Array.from(document.querySelectorAll('base, meta[http-equiv="refresh" i]')))
      found.push(element.localName);
    return found;
  });
}
