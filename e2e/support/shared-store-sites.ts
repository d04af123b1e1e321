/**
 * Many site servers, one truth, as behind a load balancer: a throwaway PostgreSQL, one dev API,
 * and site servers that each have a DATA_DIR of their own (a cache at most) and share only the database
 * (DATABASE_URL) and the API (API_BASE_URL). For `two-servers.spec.ts` and `npm run bench:registry`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/src/store/postgres/throwaway-postgres.ts';
import { repoRoot, startSiteServer, type SiteServer } from './site-server.ts';

/** A process we started, and how to stop it. */
interface Stoppable {
  stop(): Promise<void>;
}

/** The dev API in a process of its own: what the servers' API_BASE_URL points at. */
export async function startDevApiProcess(dataDir: string): Promise<Stoppable & { baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/dev-api-child.ts', dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^(http:\S+\/api)\n/.exec(stdout);
      if (line) resolve(line[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the dev API exited with code ${code} before it listened`)));
    setTimeout(() => reject(new Error('the dev API did not start within 30 s')), 30_000).unref();
  }).catch((error: unknown) => {
    kill();
    throw error;
  });
  return {
    baseUrl,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One of the site servers, with the folder that is its alone. */
export interface SharedStoreServer extends SiteServer {
  dataDir: string;
}

/**
 * Whether a server's cache holds a release: fetched from PostgreSQL (it is placed whole, with one rename, so
 * its folder is there only once every file is).
 */
export function holdsRelease(server: SharedStoreServer, area: string, version: string): boolean {
  return existsSync(path.join(server.dataDir, 'releases', area, version));
}

export interface SharedStoreSites {
  cluster: ThrowawayPostgres;
  databaseUrl: string;
  apiBaseUrl: string;
  servers: SharedStoreServer[];
  /** The ops CLI's settings: the same database, and a DATA_DIR that no server reads. */
  opsEnv: Record<string, string>;
  /** Stops the servers, the API and the cluster (its folder goes too); the caller removes `workDir`. */
  stop(): Promise<void>;
}

/**
 * Starts the cluster, the API and `count` site servers (in parallel: each server's start is mostly
 * waiting), with their folders under `workDir`. Whatever started is stopped again if a later step fails.
 */
export async function startSharedStoreSites(
  workDir: string,
  { count, env = {} }: { count: number; env?: Record<string, string> },
): Promise<SharedStoreSites> {
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const each of started.reverse()) await each.stop().catch(() => undefined);
  };
  try {
    const cluster = await startThrowawayPostgres();
    started.push(cluster);
    const databaseUrl = await cluster.newDatabase();
    const api = await startDevApiProcess(path.join(workDir, 'dev-api'));
    started.push(api);
    // Settled, not all: a server still starting when another fails is stopped with the rest.
    const starting = await Promise.allSettled(
      Array.from({ length: count }, async (_, index): Promise<SharedStoreServer> => {
        const dataDir = path.join(workDir, `server-${index + 1}`);
        mkdirSync(dataDir, { recursive: true });
        const server = await startSiteServer({
          LOG_LEVEL: 'error',
          ...env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          API_BASE_URL: api.baseUrl,
        });
        started.push(server);
        return { ...server, dataDir };
      }),
    );
    const failed = starting.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const servers = starting.map((result) => (result as PromiseFulfilledResult<SharedStoreServer>).value);
    return {
      cluster,
      databaseUrl,
      apiBaseUrl: api.baseUrl,
      servers,
      // The CLI's smoke test renders pages with the servers' API, as a real operator's CLI would.
      opsEnv: { DATA_DIR: path.join(workDir, 'ops-cli'), DATABASE_URL: databaseUrl, API_BASE_URL: api.baseUrl },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
