import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The site's name, after every page's own in its title (shell/src/site-map/page-title.ts). */
export const SITE_NAME = 'دانش‌سرا';

/** An API call the server made to render a page, so the browser must not make it again. */
export interface ApiCall {
  path: string;
  params?: Record<string, string>;
}

/** A public page the server renders, with what it must show and what its HTML already holds. */
export interface RenderedPage {
  label: string;
  path: string;
  /** The page's h1. */
  heading: string;
  /** Text only the page's data puts there (its heading, or the home page's first block). */
  content: string;
  title: string;
  /** The page's declared queries (the frame's are in FRAME_CALLS). */
  calls: readonly ApiCall[];
}

/**
 * What every page's frame (header and footer) reads: the global data. The
 * signed-in student's `auth/user`, though in the HTML too, is asked again on
 * purpose: the browser checks the token once more (shell/src/session/
 * session-store.ts, loadSession).
 */
export const FRAME_CALLS: readonly ApiCall[] = [{ path: 'front/utils/global' }];

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/${path}`);
  if (!answer.ok()) throw new Error(`GET /api/${path} answered ${answer.status()}`);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * The five pages the server-rendering tests open, their headings read from
 * the API (the seed, not copies of it): home, an article, a dictionary
 * entry, a course and a quiz.
 */
export function renderedPages(request: APIRequestContext): Promise<RenderedPage[]> {
  // Read once per worker: the seed does not change during a run.
  discovered ??= discoverPages(request);
  return discovered;
}

let discovered: Promise<RenderedPage[]> | undefined;

async function discoverPages(request: APIRequestContext): Promise<RenderedPage[]> {
  const article = 'screen-time-balance';
  const course = 'math-grade-7';
  const [home, post, [entry], details, [quiz]] = await Promise.all([
    apiData<{ blocks: { title?: string }[] }>(request, 'front/home'),
    apiData<{ title: string }>(request, `front/blog/${article}`),
    apiData<{ id: number; slug: string; title: string }[]>(request, 'front/dehkhoda/entries?limit=1'),
    apiData<{ title: string }>(request, `front/course/get-course-details?slug=${course}`),
    apiData<{ slug: string; title: string }[]>(request, 'front/course/quiz/list'),
  ]);
  if (!entry || !quiz) throw new Error('The seed has no dictionary entry or no quiz.');
  const titled = (label: string, path: string, heading: string, calls: ApiCall[]): RenderedPage => ({
    label,
    path,
    heading,
    content: heading,
    title: `${heading} | ${SITE_NAME}`,
    calls,
  });
  const firstBlock = home.blocks.find((block) => block.title)?.title;
  if (!firstBlock) throw new Error('The home page has no block with a title.');
  return [
    // The home page keeps its route's title (خانه); its heading is the hero's.
    {
      ...titled('home', '/', 'آموزش آنلاین برای دانش‌آموزان', [{ path: 'front/home' }]),
      content: firstBlock,
      title: `خانه | ${SITE_NAME}`,
    },
    // The blog's sidebar arrives with the article too (its row declares it).
    titled('article', `/articles/${article}`, post.title, [
      { path: `front/blog/${article}` },
      { path: 'front/blog/sidebar' },
    ]),
    titled('dictionary entry', `/dehkhoda/entry/${entry.id}/${encodeURIComponent(entry.slug)}`, entry.title, [
      { path: `front/dehkhoda/entry/${entry.id}` },
    ]),
    titled('course', `/course/${course}`, details.title, [
      { path: 'front/course/get-course-details', params: { slug: course } },
    ]),
    // The quiz's public card comes from the list, searched by its slug (mf-quiz's quizCardQuery).
    titled('quiz', `/quiz/${quiz.slug}`, quiz.title, [
      { path: 'front/course/quiz/list', params: { search: quiz.slug, per_page: '50' } },
    ]),
  ];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of the first h1 in raw HTML (tags dropped, the entities React writes decoded), or undefined. */
export function headingIn(html: string): string | undefined {
  const inner = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a request URL is that API call, parameters compared as a set. */
export function isCall(url: URL, call: ApiCall): boolean {
  if (url.pathname !== `/api/${call.path}`) return false;
  const expected = Object.entries(call.params ?? {});
  return (
    url.searchParams.size === expected.length && expected.every(([key, value]) => url.searchParams.get(key) === value)
  );
}

/** What a page must not have done while the browser took over the server's HTML. */
export interface HydrationEvidence {
  /** Beacons the page sent (hydration-report.ts reports through navigator.sendBeacon). */
  beacons: string[];
  /** h1 elements removed from the page: React drops the server's markup when it cannot hydrate it. */
  removedHeadings: number;
}

declare global {
  interface Window {
    __hydrationEvidence?: HydrationEvidence;
  }
}

/**
 * Before any page script: records every beacon, and every h1 taken out of
 * the document (a failed hydration renders the page afresh, so the server's
 * heading is replaced rather than kept).
 */
export async function watchHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const evidence: HydrationEvidence = { beacons: [], removedHeadings: 0 };
    window.__hydrationEvidence = evidence;
    const send = navigator.sendBeacon?.bind(navigator);
    if (send) {
      navigator.sendBeacon = (url, data) => {
        evidence.beacons.push(`${String(url)} ${typeof data === 'string' ? data : ''}`);
        return send(url, data);
      };
    }
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('h1') || node.querySelector('h1')) evidence.removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until React owns the page's h1 (it was hydrated, or rendered), then for the network to settle. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
}

export async function hydrationEvidence(page: Page): Promise<HydrationEvidence> {
  return page.evaluate(() => window.__hydrationEvidence ?? { beacons: [], removedHeadings: -1 });
}
