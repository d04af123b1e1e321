import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './cluster-metrics.ts';

/** What the primary process needs to run the workers. */
export interface PrimaryOptions {
  workers: number;
  /** Each worker's V8 heap limit (`--max-old-space-size`), in MiB. */
  heapMb: number;
  /** Settings every worker gets on top of the primary's environment (the API the primary started). */
  env: Record<string, string>;
  log: (message: string) => void;
  /** Called once every worker has stopped, when the primary is told to stop. */
  onStopped: () => Promise<void>;
}

/** More exits than this within a minute and the primary stops replacing workers: something is broken. */
const MAX_RESTARTS_PER_MINUTE = 10;
/** A worker not gone this long after SIGTERM is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * The primary of a site server with several workers (docs/operations.md, "Workers"). It serves nothing
 * itself: the workers share the port (the operating system hands each connection to one), each with its own
 * renders, page cache and breakers, and the same store as several servers. The first worker starts alone
 * (it seeds the registry on a first start), then the others. A worker that dies is replaced; `SIGINT` or
 * `SIGTERM` stops every worker, then the primary.
 */
export function runPrimary(options: PrimaryOptions): void {
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${options.heapMb}`] });
  answerMetricsRequests();
  let stopping = false;
  const exits: number[] = [];

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(options.env);
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`a worker exited with code ${code} before it listened`)));
    });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    exits.push(now);
    while (exits[0]! < now - 60_000) exits.shift();
    options.log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (exits.length > MAX_RESTARTS_PER_MINUTE) {
      options.log(`${exits.length} workers ended within a minute: not replacing them`);
      return;
    }
    fork().catch((error: Error) => options.log(error.message));
  });

  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    const gone = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), STOP_GRACE_MS);
    void Promise.all(gone)
      .then(() => clearTimeout(timer))
      .then(options.onStopped)
      .then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop());

  void (async () => {
    await fork();
    for (let started = 1; started < options.workers; started += 1) await fork();
    options.log(`${options.workers} workers, each with a heap limit of ${options.heapMb} MiB`);
  })().catch((error: Error) => {
    options.log(error.message);
    stop(1);
  });
}
