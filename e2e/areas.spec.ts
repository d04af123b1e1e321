import { expect, readerTest as test } from './fixtures.ts';
import { AREA_ROUTES, areaOfUrl } from './support/areas.ts';
import { federationRuntimeFiles, releasesShared } from './support/manifests.ts';

test.use({ persona: 'demo' });

test('the shell is a right-to-left Persian page with a header and footer', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'دسترسی سریع' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('آموزش آنلاین برای دانش‌آموزان');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible('the home page');
});

test('the home page requests no area manifest or entry', async ({ page }) => {
  const areasRequested = new Set<string>();
  page.on('request', (request) => {
    const area = areaOfUrl(request.url());
    if (area) areasRequested.add(area);
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('دسترسی سریع');
  await page.waitForLoadState('networkidle');
  expect([...areasRequested]).toEqual([]);
});

test('the home page needs at most six scripts, each preloaded from index.html and downloaded once', async ({
  page,
}) => {
  const scripts: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // When the shell marks the page ready (the document, since <html> does not exist yet when this runs).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.pageReady !== 'true') return;
      (window as unknown as { pageReadyAt?: number }).pageReadyAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready'] });
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('دسترسی سریع');
  await page.waitForLoadState('networkidle');

  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The federation runtime (for a click into an area) and the Web Vitals chunk are downloaded once the page
  // is ready: not start scripts.
  const webVitals = scripts.filter((script) => /^\/web-vitals\.[0-9a-f]+\.js$/.test(script));
  expect(webVitals).toHaveLength(1);
  const runtime = new Set([...federationRuntimeFiles(), ...webVitals]);
  const startScripts = scripts.filter((script) => !runtime.has(script));
  const { readyAt, runtimeStarts } = await page.evaluate(
    (files) => ({
      readyAt: (window as unknown as { pageReadyAt?: number }).pageReadyAt,
      runtimeStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => files.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    [...runtime],
  );
  expect(readyAt).toBeDefined();
  for (const start of runtimeStarts) expect(start).toBeGreaterThan(readyAt!);
  // The two scripts of the page itself are found by the parser; the rest come in the same first wave.
  const discovered = startScripts.filter((script) => !preloaded.includes(script));
  expect(discovered.filter((script) => !/^\/(theme-boot|main\.[0-9a-f]+)\.js$/.test(script))).toEqual([]);
  // The shell's libraries are one chunk (it is built without the federation plugin), preloaded with its bootstrap chunk.
  expect(preloaded.length).toBeGreaterThan(0);
  expect(new Set(startScripts).size).toBeLessThanOrEqual(6);
  expect(preloaded.filter((script) => !scripts.includes(script))).toEqual([]);
  expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
  expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

for (const route of AREA_ROUTES) {
  test(`${route.path} renders the ${route.area} area's page, loaded only from its own release`, async ({ page }) => {
    const areasRequested = new Set<string>();
    const manifests: string[] = [];
    page.on('request', (request) => {
      const area = areaOfUrl(request.url());
      if (area) areasRequested.add(area);
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto(route.path);
    const section = page.locator(`section[data-area="${route.area}"]`);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    expect([...areasRequested]).toEqual([route.area]);
    expect(manifests).toEqual([
      expect.stringMatching(new RegExp(`^/releases/${route.area}/[^/]+/mf-manifest\\.json$`)),
    ]);
  });
}

test("across all five areas, every area runs on the shell's shared modules: no release carries a copy of its own", async ({
  page,
}) => {
  // Each release names the singletons it shares and the version it was built with (promote checks it), and
  // bundles none of them (build/area-shared.ts).
  const shared = releasesShared();
  expect(shared.map((entry) => entry.name)).toEqual(
    expect.arrayContaining(['react', 'react-dom', 'react/jsx-runtime']),
  );
  for (const entry of shared) {
    expect(entry, entry.name).toEqual({
      name: entry.name,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      files: [],
    });
  }
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'منوی اصلی' });
  for (const route of AREA_ROUTES) {
    // Client-side navigation: every area joins the same page and its shared scope, and renders on the shell's copies.
    await menu.getByRole('link', { name: route.menuLink, exact: true }).click();
    await expect(page.locator(`section[data-area="${route.area}"]`)).toBeVisible();
  }
});

test('a click into an area fetches its page chunks beside the entry, reused by its loader', async ({ page }) => {
  const warmed: string[] = [];
  const fromServer: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.url().endsWith('.js'))
      warmed.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The browser's own account of each response: a file the warm-up fetched is then read from its HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The suite's tests may share a browser context, and another test may have loaded this area already.
  await cdp.send('Network.clearBrowserCache');
  cdp.on('Network.responseReceived', ({ response }) => {
    const { pathname } = new URL(response.url);
    if (pathname.startsWith('/releases/') && !response.fromDiskCache) fromServer.push(pathname);
  });
  const dehkhoda = AREA_ROUTES.find((route) => route.area === 'dehkhoda')!;
  await page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: dehkhoda.menuLink }).click();
  await expect(page.locator('section[data-area="dehkhoda"]').getByRole('heading', { level: 1 })).toHaveText(
    dehkhoda.heading,
  );
  await page.waitForLoadState('networkidle');

  const registry = (await (await page.request.get('/remotes.json')).json()) as {
    areas: { dehkhoda: { entry: string; chunks: Record<string, string[]> } };
  };
  const folder = new URL('.', new URL(registry.areas.dehkhoda.entry, page.url())).pathname;
  const pageChunks = registry.areas.dehkhoda.chunks['Search']!.map((file) => `${folder}${file}`);
  expect(pageChunks.length).toBeGreaterThan(0);
  expect(warmed).toEqual(expect.arrayContaining(pageChunks));
  // Nearly always the loader's request is answered by the HTTP cache. A script request that starts while the
  // warm-up's answer is still arriving may be sent again (Chrome's cache lock gives up after a short wait);
  // the chunks then cost one extra download, never a wrong byte. What must hold: every page chunk came from
  // the server, to the warm-up, and the whole page's chunks were not all downloaded twice.
  const downloads = pageChunks.map((chunk) => fromServer.filter((pathname) => pathname === chunk).length);
  for (const [index, chunk] of pageChunks.entries())
    expect({ chunk, from: downloads[index]! > 0 }).toEqual({ chunk, from: true });
  expect(downloads.reduce((sum, count) => sum + count, 0)).toBeLessThan(2 * pageChunks.length);
  expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});
