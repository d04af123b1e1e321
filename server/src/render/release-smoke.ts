import { AREAS, type AreaName, type AreaRouteTable } from '@shared/registry';
import type { RegistryFile } from '../registry/registry-file.ts';
import { blameOfError, blameOfLateRender, reasonOf } from './failure-blame.ts';
import { loadNodeBuild } from './node-build.ts';
import { outsideAnyRequest, withServerRequest } from './request-context.ts';
import { isShellRenderModule, type ShellRenderModule } from './shell-render-module.ts';

/**
 * What the shell draws when an area's page cannot be shown (shell/src/remotes/AreaFallback.tsx): a page
 * whose HTML carries it answers students «… الان در دسترس نیست».
 */
export const AREA_FALLBACK_MARK = 'id="area-fallback-title"';

/** How long one page of the smoke test may take before it counts as hanging (the release's, or the API's). */
export const SMOKE_ROUTE_TIMEOUT_MS = 5_000;

/** What rendering one route found. */
export type SmokeOutcome =
  /** A page (200 or 404), a move to its one address, or a page the data leaves to the browser. */
  | { kind: 'passed'; answer: number | 'client' }
  /** It threw, hung, or showed the area fallback: students would see the area broken. */
  | { kind: 'failed'; reason: string }
  /** The API failed it (5xx, unreachable, late): nothing is known about the release. */
  | { kind: 'unjudged'; reason: string }
  /** Not rendered: behind a guard (the server renders those for nobody), or no real parameter to fill it with. */
  | { kind: 'skipped'; why: 'guarded' | 'no-parameter' };

export interface SmokeRouteResult {
  /** The route pattern, as the release's routes.json names it. */
  pattern: string;
  /** The address rendered (path), when there was one. */
  url?: string;
  outcome: SmokeOutcome;
  ms: number;
}

/** What the smoke test is given: one release of one area and where to render it. */
export interface SmokeInput {
  area: AreaName;
  version: string;
  routes: AreaRouteTable;
  /** The release's folder in the store and its Node build's pinned integrity. */
  folder: string;
  serverIntegrity: string;
  /** The registry now: the other areas' pages are routed as the site routes them. */
  registry: RegistryFile;
  /** The shell's build folder (its Node build renders every page, as on the server). */
  shellDir: string;
  /** The API the pages call (absolute, ends in /api). */
  apiBase: string;
  /** A concrete path for each route pattern with parameters (undefined: no real parameter known). */
  urls: ReadonlyMap<string, string | undefined>;
  routeTimeoutMs?: number;
}

/** The site's pages as the shell is to route them with this release in its area's place. */
function siteAreaRoutes(input: SmokeInput) {
  return AREAS.flatMap((area) => {
    const table = area === input.area ? input.routes : input.registry.areas[area]?.current.routes;
    return (table?.routes ?? []).map((row) => ({ ...row, area }));
  });
}

/** Loads the shell's Node build, as the server does (its own `require` and share scope). */
export async function loadShellForSmoke(shellDir: string): Promise<ShellRenderModule> {
  const module = await loadNodeBuild(shellDir, 'shell (smoke test)');
  if (!isShellRenderModule(module)) throw new Error("the shell's Node build does not export renderPage");
  return module;
}

/**
 * Renders every page of a release on its Node build, one after another,
 * through the shell's Node build, with the server's loader and share scope,
 * as a guest, each within `routeTimeoutMs`. Whose fault a failure is is
 * decided by the server's own rules (failure-blame.ts): only what the
 * release did wrong fails it.
 */
export async function renderReleaseRoutes(input: SmokeInput, shell: ShellRenderModule): Promise<SmokeRouteResult[]> {
  const areaRoutes = siteAreaRoutes(input);
  let build: Promise<unknown> | undefined;
  const loadArea = (area: AreaName) => {
    if (area !== input.area) return Promise.reject(new Error(`${area} is not the area under test`));
    // Loaded outside any render, as the server does: the release's timers must not hold a request.
    build ??= outsideAnyRequest(() =>
      loadNodeBuild(input.folder, `${input.area}@${input.version} (smoke test)`, input.serverIntegrity),
    );
    return build as Promise<never>;
  };
  const results: SmokeRouteResult[] = [];
  for (const row of input.routes.routes) {
    const url = input.urls.get(row.path);
    if (row.guard) results.push({ pattern: row.path, outcome: { kind: 'skipped', why: 'guarded' }, ms: 0 });
    else if (url === undefined) {
      results.push({ pattern: row.path, outcome: { kind: 'skipped', why: 'no-parameter' }, ms: 0 });
    } else {
      const started = Date.now();
      const outcome = await renderOne(shell, { url, areaRoutes, loadArea }, input);
      results.push({ pattern: row.path, url, outcome, ms: Date.now() - started });
    }
  }
  return results;
}

/** One page, within its time, judged. */
async function renderOne(
  shell: ShellRenderModule,
  page: { url: string; areaRoutes: ReturnType<typeof siteAreaRoutes>; loadArea: (area: AreaName) => Promise<never> },
  input: SmokeInput,
): Promise<SmokeOutcome> {
  const timeoutMs = input.routeTimeoutMs ?? SMOKE_ROUTE_TIMEOUT_MS;
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new Error(`the render took over ${timeoutMs} ms`)), timeoutMs);
  const over = new Promise<never>((_, reject) =>
    budget.signal.addEventListener('abort', () => reject(budget.signal.reason), { once: true }),
  );
  let rendering: ReturnType<ShellRenderModule['renderPage']> | undefined;
  try {
    rendering = withServerRequest({ apiBase: input.apiBase, headers: {}, signal: budget.signal }, () =>
      shell.renderPage({
        // Any origin does: the smoke test reads the page, not its canonical address.
        url: new URL(page.url, 'http://127.0.0.1').href,
        areaRoutes: page.areaRoutes,
        loadArea: page.loadArea,
        theme: 'light',
        signal: budget.signal,
      }),
    );
    rendering.catch(() => undefined);
    const answer = await Promise.race([rendering, over]);
    if (answer.kind === 'moved') return { kind: 'passed', answer: 301 };
    if (answer.kind === 'client') return { kind: 'passed', answer: 'client' };
    if (answer.html.includes(AREA_FALLBACK_MARK)) {
      return { kind: 'failed', reason: 'the page shows the area fallback (the area is unavailable)' };
    }
    return { kind: 'passed', answer: answer.status };
  } catch (error) {
    // Alone on this process, a late render is the release's unless it was waiting on the API.
    const blame =
      rendering && error === budget.signal.reason
        ? await blameOfLateRender(rendering, { saturated: false })
        : blameOfError(error);
    if (blame === 'api') return { kind: 'unjudged', reason: reasonOf(error) };
    // The visitor's share (an API 4xx thrown out of the page): the server answers the browser's page too.
    if (blame === 'client') return { kind: 'passed', answer: 'client' };
    return { kind: 'failed', reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}
