import type { AreaName } from '@shared/registry';
import { withServerRequest } from '../render/request-context.ts';
import { loadShellForSmoke, renderReleaseRoutes, type SmokeRouteResult } from '../render/release-smoke.ts';
import { ApiUnansweredError, concreteUrls, samplePaths } from '../sitemaps/sample-paths.ts';
import type { RegistryFile, RegistryRelease } from './registry-file.ts';
import { API_UNANSWERED, type SmokeGateOptions, type SmokeReport } from './smoke-gate.ts';

/** The most reading the real parameters may take (a few calls; each also has the API client's own bound). */
const SAMPLE_TIMEOUT_MS = 15_000;

/** One smoke test (see createSmokeGate): `folder` is where the release's files are when not in the store yet. */
export async function runSmokeTest(
  options: SmokeGateOptions,
  area: AreaName,
  release: RegistryRelease,
  registry: RegistryFile,
  folder?: string,
): Promise<SmokeReport> {
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
}
