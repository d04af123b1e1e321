import { ACCESS_TOKEN_COOKIE } from '@shared/api-client';
import type { PageRequest, RenderedDocument } from './page-request.ts';
import { onSite } from './on-site-path.ts';
import { AREAS, type AreaName, type RemotesDocumentInput, MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@shared/registry';
import type { RegistryFile, RegistryRelease } from '../registry/registry-file.ts';
import { remoteEntryMatches } from '../registry/integrity.ts';
import { RemotesDocuments } from '../registry/remotes-documents.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import type { PageRendererOptions } from './page-renderer-options.ts';
import { pageCacheKey, releasesOf } from './page-cache.ts';
import { blameOfError, blameOfLateRender, reasonOf, type Blame } from './failure-blame.ts';
import { RenderLoad, type RenderSpan } from './render-load.ts';
import { areaRoutesOf } from './area-routes.ts';
import { cookieValue, themeFrom } from './cookies.ts';
import { noindexDocument, pageDocument, serverRenderedTemplate } from './html-document.ts';
import { loadNodeBuild } from './node-build.ts';
import { federationRuntimeScripts, ReleasePreloads } from './release-preloads.ts';
import { outsideAnyRequest, withServerRequest } from './request-context.ts';
import type { ShellRenderModule } from './shell-render-module.ts';
import { isShellRenderModule } from './shell-render-module.ts';

export type { PageRendererOptions } from './page-renderer-options.ts';

/**
 * A release that is not tried (its breaker is open, or it has no pinned Node
 * build): not a new failure, just the page rendered by the browser.
 */
class NotRenderableError extends Error {}

/** The releases some browser is given now: each area's current one and its canary. */
function servedReleases(registry: RegistryFile): { area: AreaName; release: RegistryRelease }[] {
  return AREAS.flatMap((area) => {
    const state = registry.areas[area];
    return [state?.current, state?.canary?.release].flatMap((release) => (release ? [{ area, release }] : []));
  });
}

/** Keys of a loaded Node build: one per release, so two versions of an area never share anything. */
const buildKey = (area: AreaName | 'shell', version: string) => `${area}@${version}`;

/**
 * Server rendering (docs/architecture.md, "Server rendering"): picks the
 * releases this browser is given (its cohort), loads their Node builds,
 * has the shell render the page inside its providers and layout, and puts
 * it in the shell's `index.html` with its head, styles, preloads and data.
 * Whatever goes wrong answers `undefined`: the caller then sends today's
 * client-rendered page, so server rendering can only make a page better.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const breaker = options.breaker ?? new CircuitBreaker();
  const builds = new Map<string, Promise<unknown>>();
  /** The keys of `builds` that have finished loading: a render that needs any other one is a cold start. */
  const loaded = new Set<string>();
  const preloads = new ReleasePreloads();
  const documents = new RemotesDocuments(options.policy);
  const load = new RenderLoad(options.maxConcurrentRenders ?? 1, options.maxWaitingRenders ?? 4);
  const template = serverRenderedTemplate(options.indexHtml);
  const runtimeScripts = federationRuntimeScripts(options.shellDir);
  let shell: Promise<ShellRenderModule> | undefined;
  let servedRevision: number | undefined;

  function loadShell(): Promise<ShellRenderModule> {
    shell ??= loadNodeBuild(options.shellDir, 'shell').then((module) => {
      if (!isShellRenderModule(module)) throw new Error("the shell's Node build does not export renderPage");
      return module;
    });
    shell.catch(() => (shell = undefined));
    return shell;
  }

  /** Keeps only the builds of releases some browser is given now; the others are let go. */
  function dropUnserved(registry: RegistryFile) {
    const served = new Set<string>();
    const folders = new Set<string>();
    for (const { area, release } of servedReleases(registry)) {
      served.add(buildKey(area, release.version));
      folders.add(options.releaseFolder(area, release.version));
    }
    for (const key of builds.keys()) if (!served.has(key)) builds.delete(key);
    for (const key of loaded) if (!builds.has(key)) loaded.delete(key);
    preloads.keepOnly(folders);
    if (registry.revision !== servedRevision) {
      options.cache?.keepOnly(served);
      // A promote, canary or rollback: the new releases' builds load now, not in a student's render.
      if (servedRevision !== undefined) void warmUp(registry);
    }
    servedRevision = registry.revision;
  }

  function loadArea(registry: RegistryFile, document: RemotesDocumentInput, area: AreaName): Promise<unknown> {
    const entry = document.areas[area];
    if (!entry) return Promise.reject(new Error(`no release of ${area} is registered`));
    const pinned = servedReleases(registry).find(
      (served) => served.area === area && served.release.version === entry.version,
    );
    return pinned ? loadRelease(area, pinned.release) : Promise.reject(new NotRenderableError());
  }

  function loadRelease(area: AreaName, pinned: RegistryRelease): Promise<unknown> {
    const key = buildKey(area, pinned.version);
    // Recorded before releases carried Node builds: its pages are the browser's until it is promoted again.
    if (!pinned.serverIntegrity) return Promise.reject(new NotRenderableError());
    const serverIntegrity = pinned.serverIntegrity;
    let build = builds.get(key);
    if (!build) {
      const folder = options.releaseFolder(area, pinned.version);
      // Loaded outside the request that first needs it: the release's code must not keep a student's request.
      build = outsideAnyRequest(() =>
        // HTML from a release whose entry the browser will refuse would only be drawn again from another one.
        remoteEntryMatches(folder, pinned.integrity).then((matches) => {
          if (!matches) throw new Error(`${key}: remoteEntry.js does not match the integrity pinned for it`);
          return loadNodeBuild(folder, key, serverIntegrity);
        }),
      );
      build.then(
        () => loaded.add(key),
        () => builds.delete(key),
      );
      builds.set(key, build);
      // Once per loaded release, all of its files: a change outside the pages rendered so far is found too.
      void options.releaseFiles?.verifyRelease(area, pinned.version).catch(() => undefined);
    }
    return build;
  }

  /**
   * Loads the shell's Node build and those of every release some browser is given, before a page needs
   * them. A first render would otherwise wait for them: the learn area's build takes about 0.9 s to load
   * here (it brings the server's DOM for DOMPurify), over the render budget, so the first students after a
   * start or a promote would get pages the browser draws. A build that fails to load is left to the render
   * that needs it, which reports it.
   */
  async function warmUp(registry?: RegistryFile): Promise<void> {
    const releases = servedReleases(registry ?? (await options.readRegistry()));
    await Promise.allSettled([loadShell(), ...releases.map(({ area, release }) => loadRelease(area, release))]);
  }

  /** Settles the breaker and the failure log by whose fault a render's failure was. */
  function settle(
    blame: Blame,
    culprit: { area: AreaName | 'shell'; version: string; route?: string },
    reason: string,
  ) {
    const shellKey = buildKey('shell', 'shell');
    const key = buildKey(culprit.area, culprit.version);
    if (blame !== 'release') {
      breaker.inconclusive(key);
      breaker.inconclusive(shellKey);
      options.onFallback?.({ blame, reason });
      return;
    }
    // The failing release is blamed; the shell only when no area was involved.
    breaker.failed(key);
    if (culprit.area !== 'shell') breaker.succeeded(shellKey);
    options.onFailure({ ...culprit, reason });
  }

  /**
   * The release files an area's page names (its entry, manifest and page chunks) that the static
   * file guard would refuse the browser: such a page is not sent (it would break once its scripts are refused).
   */
  async function refusedFiles(area: AreaName, version: string, scripts: readonly { href: string }[]) {
    if (!options.releaseFiles) return [];
    const files = scripts.flatMap(({ href }) => {
      const match = /^\/releases\/[^/]+\/[^/]+\/(.+)$/.exec(href);
      return match ? [match[1]!] : [];
    });
    return options.releaseFiles.changedFiles(area, version, [...new Set([MANIFEST_FILE, REMOTE_ENTRY_FILE, ...files])]);
  }

  return Object.assign(renderDocument, { warmUp: () => warmUp() });

  async function renderDocument(request: PageRequest): Promise<RenderedDocument | undefined> {
    const stored = await options.readRegistry();
    // Builds are kept for what everyone is served; a preview's are loaded for its request (few browsers).
    dropUnserved(stored);
    const registry = request.view ? await request.view(stored) : stored;
    const document = documents.of(registry, request.cohort, (await options.loadFailures?.()) ?? []);
    const key = options.cache?.enabled ? pageCacheKey(request, document) : undefined;
    if (key === undefined) return renderFresh(request, registry, document);
    return options.cache!.serve(key, releasesOf(document), () => renderFresh(request, registry, document));
  }

  /** Renders the page now, with this registry and the document the page will carry. */
  type Rendered = Promise<RenderedDocument | undefined>;
  async function renderFresh(request: PageRequest, registry: RegistryFile, document: RemotesDocumentInput): Rendered {
    const url = new URL(request.url, options.siteUrl);
    const owner = { area: 'shell' as AreaName | 'shell', version: 'shell' };
    const shellKey = buildKey('shell', 'shell');
    const receivedAt = request.receivedAt ?? performance.now();
    // Waiting counts against the budget: when the line for a render is full, or a quarter of the budget has
    // gone before a render could start, the browser draws the page.
    const span: RenderSpan | undefined = await load.start(receivedAt + options.budgetMs / 4);
    if (!span) return undefined;
    const left = options.budgetMs - (performance.now() - receivedAt);
    if (!breaker.allows(shellKey)) {
      span.end();
      return undefined;
    }
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(new Error(`the render took over ${options.budgetMs} ms`)), left);
    let rendering: ReturnType<ShellRenderModule['renderPage']> | undefined;
    // Whether this render waited for a release's Node build to load (its first render in this process).
    let cold = false;
    try {
      const module = await loadShell();
      const areaRoutes = areaRoutesOf(document);
      rendering = withServerRequest(
        {
          apiBase: options.apiBase,
          accessToken: cookieValue(request.cookieHeader, ACCESS_TOKEN_COOKIE),
          headers: request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {},
          signal: budget.signal,
        },
        () =>
          module.renderPage({
            url: url.href,
            areaRoutes,
            theme: themeFrom(request.cookieHeader, request.colorSchemeHint),
            signal: budget.signal,
            loadArea: async (area) => {
              const entry = document.areas[area];
              owner.area = area;
              owner.version = entry?.version ?? 'unknown';
              if (!breaker.allows(buildKey(area, owner.version))) throw new NotRenderableError();
              // Files of this release found changed before (and not restored since): not worth a render.
              if ((await options.releaseFiles?.changedFiles(area, owner.version, []))?.length) {
                throw new NotRenderableError();
              }
              cold ||= !loaded.has(buildKey(area, owner.version));
              return (await loadArea(registry, document, area)) as never;
            },
          }),
      );
      // A render abandoned for its budget ends unobserved, or is read by its blame.
      rendering.catch(() => undefined);
      const timeout = new Promise<never>((_, reject) =>
        budget.signal.addEventListener('abort', () => reject(budget.signal.reason), { once: true }),
      );
      const page = await Promise.race([rendering, timeout]);
      breaker.succeeded(shellKey);
      if (owner.area !== 'shell') breaker.succeeded(buildKey(owner.area, owner.version));
      if (page.kind === 'moved') return { status: 301, location: page.location };
      // The browser draws it, but a crawler reading the HTML must already see it is not for search results.
      if (page.kind === 'client')
        return page.noindex ? { status: 200, html: noindexDocument(options.indexHtml) } : undefined;
      const entry = page.owner === 'shell' ? undefined : document.areas[page.owner];
      // An area's page needs the federation runtime, the release's entry and the page's chunks: all in the first wave.
      let scripts: Awaited<ReturnType<ReleasePreloads['scriptsFor']>> = [];
      if (entry && page.page && page.owner !== 'shell') {
        const releaseScripts = await preloads.scriptsFor(
          options.releaseFolder(page.owner, entry.version),
          new URL('.', new URL(entry.entry, url)).href.replace(url.origin, ''),
          page.page,
        );
        // The guard reports what it found (a tamper warning in `status`); the browser gets the shell.
        if ((await refusedFiles(page.owner, entry.version, releaseScripts)).length) return undefined;
        scripts = [...(await runtimeScripts), ...releaseScripts];
      }
      return {
        status: page.status,
        html: pageDocument(template, {
          html: page.html,
          styleTags: page.styleTags,
          title: page.title,
          description: page.description,
          canonicalUrl: new URL(onSite(page.canonicalPath) ?? url.pathname, options.siteUrl).href,
          ogType: page.type ?? 'website',
          image: page.image,
          noindex: page.noindex,
          structuredData: page.structuredData,
          theme: page.hydration?.theme ?? themeFrom(request.cookieHeader, request.colorSchemeHint),
          signedIn: page.signedIn,
          preloads: scripts,
          state: page.hydration && { ...page.hydration, registry: document },
        }),
      };
    } catch (error) {
      const { saturated } = span.end();
      if (error instanceof NotRenderableError) {
        breaker.inconclusive(shellKey);
        return undefined;
      }
      const culprit = { ...owner, ...(request.route !== undefined ? { route: request.route } : {}) };
      const reason = reasonOf(error);
      if (rendering && error === budget.signal.reason) {
        // Settled in the background: the visitor's page does not wait to learn whose fault the delay was.
        void blameOfLateRender(rendering, { saturated, cold }).then((blame) => settle(blame, culprit, reason));
      } else settle(blameOfError(error), culprit, reason);
      return undefined;
    } finally {
      span.end();
      clearTimeout(timer);
    }
  }
}
