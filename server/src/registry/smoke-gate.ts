import type { AreaName } from '@shared/registry';
import type { SmokeRouteResult } from '../render/release-smoke.ts';
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
 * renders it. The test itself (smoke-run.ts: the renderer, the API client and
 * a DOM for the builds) loads on its first run, so an ops command that runs
 * none (status, history, publish) starts without it.
 */
export function createSmokeGate(options: SmokeGateOptions): SmokeGate {
  return {
    async run(area, release, registry, folder) {
      const { runSmokeTest } = await import('./smoke-run.ts');
      return runSmokeTest(options, area, release, registry, folder);
    },
  };
}
