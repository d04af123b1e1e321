/**
 * The two builds the benches compare: the federated site as deployed (`dist/`, server rendering
 * on) and the monolith yardstick (`dist-monolith/`, the same shell with federation off, served without
 * server rendering). Each started site gets its own empty data directory, removed again when it stops.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startSiteServer } from '../e2e/support/site-server.ts';

export type BenchBuild = 'federated' | 'monolith';

/** Where a build is, and the server settings it is measured with. */
export interface BenchSiteSpec {
  build: BenchBuild;
  distDir: string;
  env: Record<string, string>;
}

/** A started site; `stop` also removes its data directory. */
export interface BenchSite {
  build: BenchBuild;
  origin: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

const resolveDist = (override: string | undefined, fallback: string) => path.resolve(repoRoot, override || fallback);

/**
 * Both builds; `monolithDist` / `federatedDist` (usually a bench's env override) replace the default folders,
 * e.g. to try a bench on `dist/` twice before `npm run build:monolith` exists.
 */
export function benchSiteSpecs(overrides: { federatedDist?: string; monolithDist?: string } = {}): BenchSiteSpec[] {
  return [
    { build: 'federated', distDir: resolveDist(overrides.federatedDist, 'dist'), env: {} },
    {
      build: 'monolith',
      distDir: resolveDist(overrides.monolithDist, 'dist-monolith'),
      env: { SERVER_RENDERING: 'false' },
    },
  ];
}

/** The builds whose folder holds no built site: a bench cannot measure them. */
export function missingBuilds(specs: readonly BenchSiteSpec[]): BenchSiteSpec[] {
  return specs.filter((spec) => !existsSync(path.join(spec.distDir, 'shell', 'index.html')));
}

/** Starts one build on a free loopback port with a fresh data directory. */
export async function startBenchSite(spec: BenchSiteSpec): Promise<BenchSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${spec.build}-`));
  try {
    const server = await startSiteServer(
      {
        NODE_ENV: 'production',
        DIST_DIR: spec.distDir,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every page's API calls come from 127.0.0.1: the dev API's per-client limit would throttle a bench.
        DEV_API_RATE_LIMIT: '1000000',
        ...spec.env,
      },
      { forTests: false },
    );
    return {
      build: spec.build,
      origin: server.origin,
      pid: server.pid,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts every build, runs `measure` with them, and always stops them; if one fails to start, the ones
 * already started are stopped before the error is passed on.
 */
export async function withBenchSites<T>(
  specs: readonly BenchSiteSpec[],
  measure: (sites: BenchSite[]) => Promise<T>,
): Promise<T> {
  const sites: BenchSite[] = [];
  try {
    for (const spec of specs) sites.push(await startBenchSite(spec));
    return await measure(sites);
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}
