import type { AreaName } from '@shared/registry';
import { withServerRequest } from '../render/request-context.ts';
import { loadShellForSmoke, renderReleaseRoutes, type SmokeRouteResult } from '../render/release-smoke.ts';
import { ApiUnansweredError, concreteUrls, samplePaths } from '../sitemaps/sample-paths.ts';
import type { RegistryFile, RegistryRelease } from './registry-file.ts';

/** What the smoke test of one release found. */
export interface SmokeReport {
  area: AreaName;
  version: string;
  routes: SmokeRouteResult[];
  /** The whole test, in ms (builds loaded, parameters read, every page rendered). */
  ms: number;
  /** Why it could not run at all (no shell Node build, the API not answering), for people: Persian. */
  problem?: string;
}

/** Runs the smoke test of a release that passed its checks, against the registry as it is now. */
export interface SmokeGate {
  /** `folder`: where the release's files are when not in the store yet (`ops check` before publish). */
  run(area: AreaName, release: RegistryRelease, registry: RegistryFile, folder?: string): Promise<SmokeReport>;
}

/** The most reading the real parameters may take (a few calls; each also has the API client's own bound). */
const SAMPLE_TIMEOUT_MS = 15_000;

export const API_UNANSWERED =
  'API پاسخ نداد (API_BASE_URL، یا API توسعه که فرمان خودش روی DATA_DIR/dev-api راه می‌اندازد)، پس صفحه‌ها با داده‌های واقعی آزموده نشدند';

export interface SmokeGateOptions {
  /** The shell's build folder (`DIST_DIR/shell`). */
  shellDir: string;
  /** Where the store keeps a release. */
  releaseFolder: (area: AreaName, version: string) => string;
  /** The API the pages call; asked once per test, so a CLI starts its dev API only when a test runs. */
  apiBase: () => Promise<string>;
  routeTimeoutMs?: number;
}

/**
 * The smoke test before a release is current (docs/operations.md, "The smoke
 * test"): real parameters from the sitemap sources, then every public page
 * of the release rendered on its Node build by the shell's, as the server
 * renders it.
 */
export function createSmokeGate(options: SmokeGateOptions): SmokeGate {
  return {
    async run(area, release, registry, folder) {
      const started = Date.now();
      const report = (routes: SmokeRouteResult[], problem?: string): SmokeReport => ({
        area,
        version: release.version,
        routes,
        ms: Date.now() - started,
        ...(problem ? { problem } : {}),
      });
      if (!release.routes || !release.serverIntegrity) {
        return report([], 'این نسخه ساختِ Node یا جدول مسیر ندارد، پس روی سرور آزمودنی نیست');
      }
      const shell = await loadShellForSmoke(options.shellDir).catch(() => undefined);
      if (!shell)
        return report([], 'ساختِ Node پوسته در DIST_DIR/shell نیست یا بار نمی‌شود، پس صفحه‌ای روی سرور ساخته نمی‌شود');
      let apiBase: string;
      try {
        apiBase = await options.apiBase();
      } catch {
        return report([], API_UNANSWERED);
      }
      const routes = release.routes.routes;
      let paths: string[] = [];
      // Real ids and slugs are read only when some public page needs them.
      if (routes.some((row) => !row.guard && row.path.includes(':'))) {
        try {
          paths = await withServerRequest(
            { apiBase, headers: {}, signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS) },
            samplePaths,
          );
        } catch (error) {
          if (error instanceof ApiUnansweredError || (error as Error).name === 'TimeoutError') {
            return report([], API_UNANSWERED);
          }
          throw error;
        }
      }
      const results = await renderReleaseRoutes(
        {
          area,
          version: release.version,
          routes: release.routes,
          folder: folder ?? options.releaseFolder(area, release.version),
          serverIntegrity: release.serverIntegrity,
          registry,
          shellDir: options.shellDir,
          apiBase,
          urls: concreteUrls(routes, paths),
          routeTimeoutMs: options.routeTimeoutMs,
        },
        shell,
      );
      return report(results);
    },
  };
}
