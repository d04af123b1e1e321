import { readFileSync, statSync, truncateSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { untilPageReady } from './page-ready.ts';
import { RELEASE_MARKER } from './release-marker.ts';

/** Which quiz release a page shows: the test's second one (with the marker) or the one the site started with. */
export type ShownRelease = 'second' | 'first';

/** What a fresh visit to /quiz showed and requested. */
export interface Visit {
  shown: ShownRelease;
  /** Paths of every release file the page requested. */
  releaseRequests: string[];
  /** Origins of every request the page made. */
  origins: Set<string>;
  /** Whether the quiet "previous version" notice showed. */
  notice: boolean;
}

/**
 * Opens /quiz in a new browser context (a fresh page load, optionally with
 * cookies or storage of an earlier visit) and tells which release rendered.
 */
export async function visitQuiz(
  browser: Browser,
  origin: string,
  {
    path: pagePath,
    prepare,
    ...contextOptions
  }: BrowserContextOptions & {
    path?: string;
    /** Runs on the new context before the page opens (init scripts such as watchHydration). */
    prepare?: (context: BrowserContext) => Promise<void>;
  } = {},
): Promise<Visit & { page: Page; close: () => Promise<void>; reload: () => Promise<Visit> }> {
  const context = await browser.newContext({ ...contextOptions, baseURL: origin, locale: 'fa-IR' });
  await prepare?.(context);
  const page = await context.newPage();
  const look = async (go: () => Promise<unknown>): Promise<Visit> => {
    const releaseRequests: string[] = [];
    const origins = new Set<string>();
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      origins.add(url.origin);
      if (url.pathname.startsWith('/releases/')) releaseRequests.push(url.pathname);
    };
    page.on('request', onRequest);
    await go();
    await expect(page.locator('section[data-area="quiz"] h1')).toHaveText('آزمون‌ها');
    // A server-rendered heading shows before the browser loads the release: wait until it has.
    await untilPageReady(page);
    page.off('request', onRequest);
    const shown = (await page.getByText(RELEASE_MARKER).count()) > 0 ? 'second' : 'first';
    const notice = (await page.locator('[data-fallback-notice]').count()) > 0;
    return { shown, releaseRequests, origins, notice };
  };
  // The heading is what counts; waiting for every font and image would only slow the tests.
  const first = await look(() => page.goto(pagePath ?? '/quiz', { waitUntil: 'domcontentloaded' }));
  return {
    ...first,
    page,
    close: () => context.close(),
    reload: () => look(() => page.reload({ waitUntil: 'domcontentloaded' })),
  };
}

/** Calls the admin API with the token (or none) and returns status and JSON body. */
export async function admin(origin: string, token: string | null, route: string, body?: object) {
  const response = await fetch(`${origin}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Edits the registry file by hand, as someone with disk access might (the
 * server and CLI refuse such entries): an atomic rename, so the server never
 * reads half a file.
 */
export async function editRegistryFile(dataDir: string, edit: (registry: RegistryJson) => void): Promise<void> {
  const file = path.join(dataDir, 'registry.json');
  const registry = JSON.parse(readFileSync(file, 'utf8')) as RegistryJson;
  edit(registry);
  await writeFile(`${file}.edit`, JSON.stringify(registry));
  await rename(`${file}.edit`, file);
}

/** The registry file's shape, as much as the tests touch. */
export interface RegistryJson {
  revision: number;
  areas: Record<string, { current: { version: string; entry: string } } | undefined>;
}

/** Cuts the registry file short, as a full disk or a careless copy might leave it (not an atomic write). */
export function truncateRegistryFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'registry.json');
  const before = readFileSync(file);
  truncateSync(file, Math.floor(statSync(file).size / 2));
  return before;
}
