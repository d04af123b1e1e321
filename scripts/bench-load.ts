/**
 * A load run of the built site (`npm run bench:load`, under a minute, on 127.0.0.1 only): starts the site
 * server with its dev API as a student would meet them, then measures, one URL after another, requests per
 * second and the 99th percentile of 8 keep-alive clients on `/`, `/remotes.json` and a hashed script (sent
 * precompressed), and one client on `/api/front/home` paced under the dev API's documented rate
 * (DEV_API_RATE_LIMIT, 1,200 a minute per client), which must see no 429. Client and server share this
 * machine's two cores, so the numbers compare runs here, not machines. It fails only when something is
 * broken (a dead server), never on a figure: errors and 429s are printed for a person to read. Then the
 * server-rendered pages at 8, 32 and 64 clients, with the page cache and without (bench-page-scale.ts), and
 * kept pages under a lighter load client (bench-cached-pages.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runBench } from './bench-main.ts';
import { cachedPagesAtFullSpeed } from './bench-cached-pages.ts';
import { pagesAtScale } from './bench-page-scale.ts';
import { benchSiteSpecs, missingBuilds, startBenchSite } from './bench-sites.ts';
import { percentile } from './latency-stats.ts';

const CLIENTS = 8;
const DURATION_MS = 8_000;
/** The dev API's documented limit per client (dev-api/src/app.ts). */
const DOCUMENTED_PER_MINUTE = 1200;
/** The paced client's rate: three quarters of the limit. */
const PACED_PER_SECOND = (DOCUMENTED_PER_MINUTE / 60) * 0.75;

interface Run {
  label: string;
  clients: number;
  statuses: Map<number, number>;
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

async function request(url: string, run: Run, signal: AbortSignal): Promise<void> {
  const start = performance.now();
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, signal });
    await response.arrayBuffer();
    run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1);
    if (response.ok) run.latencies.push(performance.now() - start);
    else run.errors += 1;
  } catch (error) {
    signal.throwIfAborted();
    run.errors += 1;
    if (run.errors > 50 && run.latencies.length === 0) throw new Error(`${url} does not answer: ${String(error)}`);
  }
}

/** `clients` clients requesting `url` back to back, or one client paced at `perSecond`, for DURATION_MS. */
async function load(label: string, url: string, signal: AbortSignal, pacing: { clients: number; perSecond?: number }) {
  const run: Run = { label, clients: pacing.clients, statuses: new Map(), latencies: [], errors: 0, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const client = async () => {
    for (let sent = 0; performance.now() < deadline; sent += 1) {
      if (pacing.perSecond) {
        const due = started + (sent * 1000) / pacing.perSecond;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
      await request(url, run, signal);
    }
  };
  await Promise.all(Array.from({ length: pacing.clients }, client));
  run.elapsedMs = performance.now() - started;
  return run;
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function report(runs: readonly Run[]): string[] {
  return [
    row(['URL', 'clients', 'req/s', 'p99 ms', 'errors', '429', 'statuses']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---']),
    ...runs.map((run) =>
      row([
        run.label,
        String(run.clients),
        ((run.latencies.length + run.errors) / (run.elapsedMs / 1000)).toFixed(1),
        percentile(run.latencies, 99).toFixed(1),
        String(run.errors),
        String(run.statuses.get(429) ?? 0),
        [...run.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
      ]),
    ),
  ];
}

/** The shell's largest hashed script, which every page loads. */
function hashedScript(distDir: string): string {
  const scripts = readdirSync(path.join(distDir, 'shell')).filter((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  const bootstrap = scripts.find((file) => file.startsWith('bootstrap.'));
  if (!bootstrap) throw new Error(`no bootstrap script in ${distDir}/shell: run npm run build`);
  return `/${bootstrap}`;
}

async function main(signal: AbortSignal): Promise<void> {
  const [spec] = benchSiteSpecs();
  if (!spec || missingBuilds([spec]).length) throw new Error('no built site in dist/: run npm run build first');
  // The dev API at its documented limit, as students meet it (the other benches lift it).
  const site = await startBenchSite({ ...spec, env: { DEV_API_RATE_LIMIT: String(DOCUMENTED_PER_MINUTE) } });
  try {
    const script = hashedScript(spec.distDir);
    // The API first: a server-rendered page calls the API on its visitor's behalf, and every client here is
    // 127.0.0.1, so after the page runs this client's minute would already be spent.
    const api = await load('/api/front/home', `${site.origin}/api/front/home`, signal, {
      clients: 1,
      perSecond: PACED_PER_SECOND,
    });
    const runs = [
      await load('/', `${site.origin}/`, signal, { clients: CLIENTS }),
      await load('/remotes.json', `${site.origin}/remotes.json`, signal, { clients: CLIENTS }),
      await load(`${script} (precompressed)`, `${site.origin}${script}`, signal, { clients: CLIENTS }),
      api,
    ];
    console.log(report(runs).join('\n'));
    console.log(
      `\n${CLIENTS} keep-alive clients for ${DURATION_MS / 1000} s per URL; /api paced at ` +
        `${PACED_PER_SECOND} req/s (documented limit ${DOCUMENTED_PER_MINUTE}/min per client); ` +
        'client and server on this machine, 127.0.0.1',
    );
  } finally {
    await site.stop();
  }
  console.log(`\nServer-rendered pages as load grows, with and without the page cache:\n`);
  console.log((await pagesAtScale(spec, signal)).join('\n'));
  console.log(`\nKept pages with a lighter load client:\n`);
  console.log((await cachedPagesAtFullSpeed(spec, signal)).join('\n'));
}

void runBench(main, 'the load run');
