import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the server and the ops CLI are started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build under test: dist/ unless E2E_DIST_DIR names another, as in playwright.config.ts. */
export const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(repoRoot, 'dist');

/** Asks the OS for a free loopback port, so a test server never collides with another. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A site server a test started, with its own data directory and settings. */
export interface SiteServer {
  origin: string;
  /** The server's process: a test that must not restart it compares this before and after. */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitForHealthy(origin: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`site server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`site server not healthy at ${origin} after 30 s`);
}

/**
 * Starts the built site on a free port with the given settings. `node
 * --import tsx` rather than npx: one process we own, so SIGTERM stops it.
 */
export async function startSiteServer(
  env: Record<string, string>,
  { forTests = true }: { forTests?: boolean } = {},
): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    // The page cache is off unless a test turns it on (PAGE_CACHE_SECONDS): page-cache.spec.ts proves it.
    // One process, unless a test asks for workers (WORKERS): its pid is the server's, and SIGTERM stops it.
    env: {
      ...process.env,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      PAGE_CACHE_SECONDS: '0',
      WORKERS: '1',
      // A spec's pages render side by side, as on the suite's shared server (playwright.config.ts): each spec
      // proves what a render does, and on a loaded machine the production line (one render at a time) would
      // leave some of them to the browser. The line is proved by unit tests; benches measure the defaults.
      ...(forTests ? { MAX_CONCURRENT_RENDERS: '8' } : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => server.kill('SIGKILL');
  process.once('exit', kill);
  try {
    await waitForHealthy(origin, server);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    origin,
    pid: server.pid,
    async stop() {
      process.off('exit', kill);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
