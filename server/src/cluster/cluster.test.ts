import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childPids } from '../../../scripts/process-tree.ts';
import { fakeDist } from '../registry/release-fixtures.ts';

/**
 * The site server with workers (docs/operations.md, "Workers"), as `npm start` runs it: a primary and two
 * workers on one port, `/metrics` summing both, a worker that dies replaced, and SIGTERM stopping all.
 */
const TOKEN = 'cluster-test-token-0123456789';
const serverDir = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The site server's workers: its children running main.ts (not tsx's esbuild service beside them). */
const childrenOf = (pid: number) => childPids(pid, 'main.ts');

/** Whether a process is alive (a zombie waiting to be reaped is not). */
function isRunning(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the site server with workers', () => {
  let primary: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        DIST_DIR: fakeDist({}, { shellNodeBuild: true }),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cluster-data-')),
        API_BASE_URL: 'http://127.0.0.1:9/api',
        ADMIN_TOKEN: TOKEN,
        LOG_LEVEL: 'warn',
        WORKERS: '2',
        WORKER_HEAP_MB: '256',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await until('the site to answer', () =>
      fetch(`${origin}/healthz`).then(
        (response) => response.ok || undefined,
        () => undefined,
      ),
    );
    let printed = '';
    primary.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    // Printed once every worker listens (and so answers the primary's requests for its figures).
    await until('both workers', () =>
      printed.includes('2 workers, each with a heap limit of 256 MiB') ? true : undefined,
    );
    expect(childrenOf(primary.pid!)).toHaveLength(2);
  }, 60_000);

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
  });

  it('runs two workers with the heap limit, and /metrics sums what both served', async () => {
    const workers = childrenOf(primary.pid!);
    for (const pid of workers) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=256');
    }
    // New connections: the operating system hands them to either worker.
    for (let sent = 0; sent < 12; sent += 1) {
      await fetch(`${origin}/`, { headers: { connection: 'close' } }).then((response) => response.text());
    }
    const metrics = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const answered = [...metrics.matchAll(/^platform_page_render_seconds_count\{[^}]*\} (\d+)$/gm)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    expect(answered).toBe(12);
  }, 30_000);

  it('replaces a worker that dies, and stops every process on SIGTERM', async () => {
    const [victim, survivor] = childrenOf(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    const replaced = await until('a new worker', () => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toContain(survivor);
    expect((await fetch(`${origin}/healthz`)).ok).toBe(true);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the workers to end', () => (replaced.every((pid) => !isRunning(pid)) ? true : undefined), 15_000);
  }, 60_000);
});
