/**
 * The concurrent-change race of `npm run bench:registry`: two processes (server/src/store/
 * concurrent-changes-child.ts, the jest test's own) make their changes at once against one PostgreSQL
 * database, each as ops does (compare-and-set, retrying on a conflict); then the history is read back.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../e2e/support/site-server.ts';
import { openSiteStore } from '../server/src/store/open-store.ts';
import { emptyRegistry } from '../server/src/store/store-fixtures.ts';
import { historySoundness, type HistorySoundness } from './history-soundness.ts';

const CHILD = path.join(repoRoot, 'server', 'src', 'store', 'concurrent-changes-child.ts');
const LABELS = ['first', 'second'] as const;

/** Starts one process; resolves once it is connected and waits for `go`, with its conflict count to come. */
async function startChild(databaseUrl: string, label: string, count: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, databaseUrl, label, String(count)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(Number(/done (\d+)/.exec(stdout)?.[1]))
        : reject(new Error(`the ${label} process ended with ${code}: ${stderr}`)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('ready')) resolve();
    });
    done.catch(reject);
  });
  return { go: () => child.stdin.write('go\n'), done, kill: () => child.kill('SIGKILL') };
}

/** The race's outcome: the history's soundness, how many conflicts were retried, and how long it took. */
export async function raceChanges(
  databaseUrl: string,
  perProcess: number,
): Promise<HistorySoundness & { conflicts: number; elapsedMs: number }> {
  const store = openSiteStore({ DATA_DIR: '/unused', DIST_DIR: '/unused', DATABASE_URL: databaseUrl });
  const children: Awaited<ReturnType<typeof startChild>>[] = [];
  try {
    await store.ready();
    await store.registry.create(async () => emptyRegistry);
    for (const label of LABELS) children.push(await startChild(databaseUrl, label, perProcess));
    const started = performance.now();
    children.forEach((child) => child.go());
    const conflicts = (await Promise.all(children.map((child) => child.done))).reduce((sum, each) => sum + each, 0);
    const elapsedMs = performance.now() - started;
    // The child tags each change with its actor `<label>-<index>` (store-fixtures.ts, promoteQuiz).
    const made = LABELS.flatMap((label) => Array.from({ length: perProcess }, (_, index) => `${label}-${index}`));
    const { history } = await store.registry.read();
    return { ...historySoundness(history, made), conflicts, elapsedMs };
  } finally {
    children.forEach((child) => child.kill());
    await store.close();
  }
}
