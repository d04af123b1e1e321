/**
 * How fast a registry change reaches every site server on PostgreSQL (`npm run bench:registry`, about a
 * minute, on 127.0.0.1 only; needs `npm run build` first): starts a throwaway PostgreSQL, one dev API and two
 * site servers with DATA_DIRs of their own (e2e/support/shared-store-sites.ts), builds and publishes a second
 * quiz release (and times until every server has fetched it, as the publish's ring makes them), then makes 20 promotes alternating between the two releases and measures for each the time
 * from its commit (the promote's transaction acknowledged) until EVERY server gives it in /remotes.json
 * (polled every few milliseconds). Then two processes make 50 changes at once and the history is checked.
 * It prints, never asserts: the numbers compare runs on this machine, which the client shares with the servers.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runOpsCli } from '../e2e/support/ops-cli.ts';
import { remotesServe } from '../e2e/support/release-served.ts';
import { buildSecondQuizRelease, currentQuizVersion } from '../e2e/support/second-release.ts';
import { holdsRelease, startSharedStoreSites, type SharedStoreSites } from '../e2e/support/shared-store-sites.ts';
import { distDir, repoRoot } from '../e2e/support/site-server.ts';
import { createOpsContext } from '../server/src/ops-context.ts';
import { promote } from '../server/src/registry/operations.ts';
import { parseSettings } from '../server/src/settings.ts';
import { runBench } from './bench-main.ts';
import { raceChanges } from './bench-registry-race.ts';
import { percentile } from './latency-stats.ts';

const PROMOTES = 20;
const SERVERS = 2;
const CHANGES_PER_PROCESS = 25;
const POLL_EVERY_MS = 2;
/** A promote not served by every server after this is reported as broken, not measured. */
const GIVE_UP_MS = 30_000;

/** Resolves with the time (performance.now()) at which `origin` first gives quiz `version` in /remotes.json. */
async function servedAt(origin: string, version: string, signal: AbortSignal): Promise<number> {
  const deadline = performance.now() + GIVE_UP_MS;
  for (;;) {
    signal.throwIfAborted();
    if (await remotesServe(origin, version).catch(() => false)) return performance.now();
    if (performance.now() > deadline) throw new Error(`${origin} did not serve quiz ${version} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

/** How long after now every server's cache holds the quiz release (fetched when the publish rang). */
async function untilEveryServerHolds(sites: SharedStoreSites, version: string, signal: AbortSignal) {
  const started = performance.now();
  while (!sites.servers.every((server) => holdsRelease(server, 'quiz', version))) {
    signal.throwIfAborted();
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`quiz ${version} was not fetched within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return performance.now() - started;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

function timingRow(label: string, samples: readonly number[]): string {
  return row([
    label,
    String(samples.length),
    ms(percentile(samples, 50)),
    ms(percentile(samples, 99)),
    ms(Math.max(...samples)),
  ]);
}

/** The 20 promotes; each one's delay until the last server serves it, in order. */
async function measurePromotes(sites: SharedStoreSites, versions: readonly string[], signal: AbortSignal) {
  const context = createOpsContext(parseSettings({ ...sites.opsEnv, DIST_DIR: distDir }, repoRoot));
  await context.store.ready();
  try {
    const delays: number[] = [];
    for (let index = 0; index < PROMOTES; index += 1) {
      const version = versions[index % versions.length]!;
      await promote(context, 'quiz', version, { actor: 'bench:registry' });
      const committed = performance.now();
      const served = await Promise.all(sites.servers.map((server) => servedAt(server.origin, version, signal)));
      delays.push(Math.max(...served) - committed);
    }
    return delays;
  } finally {
    await context.store.close();
  }
}

async function main(signal: AbortSignal): Promise<void> {
  if (!existsSync(path.join(distDir, 'shell', 'index.html')) || !existsSync(path.join(distDir, 'releases', 'quiz'))) {
    throw new Error(`no built site in ${distDir}: run npm run build first`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-registry-'));
  // Started alongside the build; stopped in `finally` whether or not the build succeeds.
  const starting = startSharedStoreSites(workDir, { count: SERVERS });
  try {
    console.log(`starting PostgreSQL, the dev API and ${SERVERS} site servers; building a second quiz release…`);
    const [built, sites] = await Promise.all([buildSecondQuizRelease(workDir), starting]);
    signal.throwIfAborted();
    const published = await runOpsCli(['publish', 'quiz', built.version, '--from', built.releasesDir], sites.opsEnv);
    if (published.code !== 0) throw new Error(`publish failed: ${published.stderr}`);
    const fetchedMs = await untilEveryServerHolds(sites, built.version, signal);

    const first = currentQuizVersion();
    console.log(`${PROMOTES} promotes alternating quiz ${built.version} and ${first}…`);
    const delays = await measurePromotes(sites, [built.version, first], signal);

    console.log(`two processes making ${CHANGES_PER_PROCESS} changes each at once…`);
    const race = await raceChanges(await sites.cluster.newDatabase(), CHANGES_PER_PROCESS);

    console.log(
      [
        '',
        `From a promote's commit to every one of ${SERVERS} servers (own DATA_DIR each) giving it in /remotes.json:`,
        '',
        row(['promotes', 'n', 'median ms', 'p99 ms', 'max ms']),
        row(['---', '---:', '---:', '---:', '---:']),
        timingRow('all', delays),
        timingRow(`the first of ${built.version}`, delays.slice(0, 1)),
        timingRow('the other 19', delays.slice(1)),
        '',
        `Before them, from the publish's end until every server had fetched ${built.version} into its cache ` +
          `(rung by the publish): ${fetchedMs.toFixed(0)} ms.`,
        '',
        `Two processes × ${CHANGES_PER_PROCESS} changes at once (compare-and-set, retried on conflict), ` +
          `${(race.elapsedMs / 1000).toFixed(1)} s:`,
        '',
        row(['history entries', 'revisions contiguous', 'lost', 'applied twice', 'conflicts retried']),
        row(['---:', '---', '---:', '---:', '---:']),
        row([
          `${race.entries} of ${2 * CHANGES_PER_PROCESS}`,
          race.contiguous ? `yes (1–${race.entries})` : 'NO',
          String(race.lost.length),
          String(race.doubled.length),
          String(race.conflicts),
        ]),
        '',
        `${os.availableParallelism()} cores, load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}; client, servers and PostgreSQL on this machine, 127.0.0.1`,
      ].join('\n'),
    );
  } finally {
    await (await starting.catch(() => undefined))?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

void runBench(main, 'the registry bench');
