import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AREAS, releaseVersionSchema, type AreaName } from '@shared/registry';
import { createOpsContext } from '../ops-context.ts';
import {
  areaHistory,
  canary,
  OperationRefusedError,
  promote,
  rollback,
  type ChangeRequest,
  type OpsContext,
} from '../registry/operations.ts';
import { RegistryStore } from '../registry/registry-store.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import { status } from '../registry/status.ts';
import { parseSettings } from '../settings.ts';
import { explainStoreError } from '../store/store-unreachable.ts';
import { formatHistory, formatStatus } from './format.ts';
import { migrateCommand } from './migrate-command.ts';
import { formatCopies, RESTORE_COMMAND, restoredText } from './registry-text.ts';
import { settingsCommand } from './settings-command.ts';
import { SmokeApi } from './smoke-api.ts';
import { formatRollouts } from './rollout-format.ts';
import { rolloutCommand, type RolloutOptions } from './rollout-command.ts';
import { DEFAULT_ROLLOUT_RULES, DEFAULT_STEPS } from '../rollout/rollout-record.ts';
import { createSmokeGate } from '../registry/smoke-gate.ts';

/** Printed for `help` and with every usage error. */
export const USAGE = `Usage: npm run ops -- <command> [options]

  status                           each area's current, previous and canary version, who changed it, and failures
                                   per release: load failures, page crashes and hydration errors reported by browsers (unverified), server render failures;
                                   health over the last hour, current and canary side by side: pages served, failure rates by kind and route, clients
  publish <area> [version]         copy a build (dist/releases/<area>/<version>; version from the area's package.json)
                                   into the server's release store; an existing version with other bytes is refused
  promote <area> <version>         make a published version current for everyone (ends a canary); first a smoke test
                                   renders every public page of the release on the server's Node build (--skip-smoke: not)
  rollback <area> [--force]        back to the previous version, or end a running canary; refused (naming kind, count
                                   and last reason) when failures of any kind were recorded against the previous
                                   version since it stopped being current, unless --force (kept in the history)
  canary <area> <version> <pct>    serve a version to pct % of browsers (by cohort cookie), after the same smoke test
  history <area>                   the area's changes, newest first (with each rollout decision's figures)
  rollout <area> <version> [--steps 5,25,50,100] [--interval 10m]
                                   a canary at the first step (same checks and smoke test), then the site servers
                                   move it through the steps while it is not worse than the current release, hold it
                                   on too little data, and stop it at once on a hard signal; 100 is a promote.
                                   Returns at once: ops status shows the step and the last judgement
  rollout <area> --stop            end the running rollout and its canary (everyone gets the current release)
  registry restore [<revision>]    without a revision: list the kept copies of registry.json (time, what each holds);
                                   with one: write that copy back as the registry (also when the file is damaged)
  settings                         RELEASE_ORIGINS and RELEASES_BASE_URL in use: with DATABASE_URL the ones every
                                   server shares (stored in PostgreSQL), otherwise this environment's
  settings set [--release-origins <a,b>] [--releases-base-url <url>]
                                   change the shared ones (PostgreSQL only); every running server uses them at once
  migrate --to postgres|files      copy the registry (revision and whole history), every published release and the
                                   failure counts from the files in DATA_DIR into the PostgreSQL of DATABASE_URL
                                   (--to postgres, storing this environment's RELEASE_ORIGINS and RELEASES_BASE_URL as
                                   the shared ones), or back from it into DATA_DIR (--to files, printing the stored ones
                                   for the servers' environment); the target must hold no registry yet (else refused,
                                   nothing written). Stop every server (or keep the source read-only) while it runs;
                                   the source is only read

Options:
  --actor <text>       who makes the change (default: $OPS_ACTOR or your user name)
  --if-revision <n>    apply only if the registry is still at revision n (compare-and-swap)
  --from <dir>         publish from this folder laid out as <area>/<version> (default: DIST_DIR/releases)
  --json               machine-readable output (status, history, settings)
  --force              rollback: go back even to a version with failures recorded since it was last current
  --skip-smoke         promote or canary without the smoke test (an emergency: the API down, a fix that must go out)
  --to <store>         migrate's target: postgres or files
  --steps <a,b,…>      rollout: the shares of browsers, climbing to 100 (default ${DEFAULT_STEPS.join(',')})
  --interval <time>    rollout: how often it is judged, over that last interval: 90s, 10m, 1h (default 10m)
  --windows <n>        rollout: healthy windows in a row before a step advances (default ${DEFAULT_ROLLOUT_RULES.windows})
  --min-pages <n>      rollout: pages the canary must serve in a window, or it holds (default ${DEFAULT_ROLLOUT_RULES.minPages})
  --min-clients <n>    rollout: distinct clients those pages went to, or it holds (default ${DEFAULT_ROLLOUT_RULES.minClients})
  --min-reporters <n>  rollout: distinct clients a browser-reported kind needs to count (default ${DEFAULT_ROLLOUT_RULES.minReporters})
  --stop               rollout: end the running one

The server's settings (DATA_DIR, DIST_DIR, DATABASE_URL, RELEASES_BASE_URL, RELEASE_ORIGINS, API_BASE_URL) apply; with
DATABASE_URL, RELEASES_BASE_URL and RELEASE_ORIGINS are the stored ones (this environment's seed them if none are).
The smoke test calls API_BASE_URL; without it, the dev API on DATA_DIR/dev-api, started for the test.
Areas: ${AREAS.join(', ')}.`;

/** A mistake in the command line: usage is printed and the exit code is 2. */
export class UsageError extends Error {}

const area = z.enum(AREAS, { error: `area must be one of ${AREAS.join(', ')}` });
const revision = z.coerce.number().int().nonnegative();

function defaultActor(env: NodeJS.ProcessEnv): string {
  return env.OPS_ACTOR?.trim() || `${os.userInfo().username}@${os.hostname()}`;
}

function parse<T>(schema: z.core.$ZodType<T>, value: unknown, what: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new UsageError(`${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

function areaVersion(repoRoot: string, name: AreaName): string {
  const file = path.join(repoRoot, `mf-${name}`, 'package.json');
  const pkg = z.object({ version: releaseVersionSchema }).parse(JSON.parse(readFileSync(file, 'utf8')));
  return pkg.version;
}

function changeSummary(registry: RegistryFile, name: AreaName): string {
  const state = registry.areas[name];
  const canaryText = state?.canary ? `, canary ${state.canary.release.version} at ${state.canary.percent}%` : '';
  return `${name}: current ${state?.current.version ?? '—'}, previous ${state?.past[0]?.version ?? '—'}${canaryText} (registry revision ${registry.revision})`;
}

/**
 * Runs one ops command and returns what to print. The CLI works on the data
 * directory directly (under the registry's lock), so it needs no server
 * running, and a running server serves the change on its next request.
 */
export async function runOps(argv: string[], env: NodeJS.ProcessEnv, repoRoot: string): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      actor: { type: 'string' },
      'if-revision': { type: 'string' },
      from: { type: 'string' },
      json: { type: 'boolean', default: false },
      'skip-smoke': { type: 'boolean', default: false },
      'release-origins': { type: 'string' },
      'releases-base-url': { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      steps: { type: 'string' },
      interval: { type: 'string' },
      windows: { type: 'string' },
      'min-pages': { type: 'string' },
      'min-clients': { type: 'string' },
      'min-reporters': { type: 'string' },
      stop: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (!command || command === 'help' || values.help) return USAGE;
  if (values.force && command !== 'rollback') throw new UsageError('--force applies to rollback only');
  const rolloutOnly = ['steps', 'interval', 'windows', 'min-pages', 'min-clients', 'min-reporters', 'stop'] as const;
  const misplaced = rolloutOnly.find((option) => values[option] !== undefined && values[option] !== false);
  if (misplaced && command !== 'rollout') throw new UsageError(`--${misplaced} applies to rollout only`);
  const settings = parseSettings(env, repoRoot);
  if (command === 'migrate') {
    const to = parse(z.enum(['postgres', 'files']), values.to, '--to');
    return migrateCommand(to, settings).catch((error: unknown) => {
      throw explainStoreError(error);
    });
  }
  const api = new SmokeApi(settings);
  const opened = createOpsContext(settings);
  const context = {
    ...opened,
    smoke: createSmokeGate({
      shellDir: path.join(settings.DIST_DIR, 'shell'),
      releaseFolder: (name, version) => opened.releases.folder(name, version),
      apiBase: () => api.base(),
    }),
  };
  const smokeLines: string[] = [];
  const change: ChangeRequest = {
    actor: parse(z.string().trim().min(1).max(100), values.actor ?? defaultActor(env), '--actor'),
    expectedRevision:
      values['if-revision'] === undefined ? undefined : parse(revision, values['if-revision'], '--if-revision'),
    skipSmoke: values['skip-smoke'],
    onSmoke: (text) => smokeLines.push(text),
  };
  // Migrations are applied on start, by the CLI as by the server; the connections go when the command ends.
  // A database out of reach, at start or mid-command, is one clear message, never the client's own error.
  try {
    await context.store.ready();
    // Publish and promote check against the settings every server shares (stored, or seeded from here).
    await context.shared.adopt(context.store);
    const output = await runCommand(context, command, args, values, change, repoRoot);
    return [output, ...smokeLines].join('\n');
  } catch (error) {
    throw explainStoreError(error);
  } finally {
    await Promise.all([context.store.close(), api.close()]);
  }
}

/** One command on a ready store. */
async function runCommand(
  context: ReturnType<typeof createOpsContext>,
  command: string,
  args: string[],
  values: {
    from?: string;
    json: boolean;
    force: boolean;
    'release-origins'?: string;
    'releases-base-url'?: string;
  } & RolloutOptions,
  change: ChangeRequest,
  repoRoot: string,
): Promise<string> {
  const areaArg = () => parse(area, args[0], 'area');
  const versionArg = () => parse(releaseVersionSchema, args[1], 'version');

  switch (command) {
    case 'status': {
      const report = await status(context, context.store.failures, {
        health: context.store.health,
        vitals: context.store.vitals,
      });
      const rollouts = await context.store.rollouts.all();
      return values.json
        ? JSON.stringify({ ...report, rollouts }, null, 2)
        : [formatStatus(report), formatRollouts(rollouts)].filter(Boolean).join('\n');
    }
    case 'history': {
      const entries = areaHistory(await context.registry.read(), areaArg());
      return values.json ? JSON.stringify(entries, null, 2) : formatHistory(entries);
    }
    case 'publish': {
      const name = areaArg();
      const version = args[1] ? versionArg() : areaVersion(repoRoot, name);
      const from = path.resolve(values.from ?? context.paths.distReleasesDir);
      const result = await context.releases.publish(name, version, path.join(from, name, version));
      return result === 'published'
        ? `published ${name} ${version} to ${context.releases.folder(name, version)}; promote it with: npm run ops -- promote ${name} ${version}`
        : `${name} ${version} is already published with the same bytes; nothing to do`;
    }
    case 'promote':
      return changeSummary(await promote(context, areaArg(), versionArg(), change), areaArg());
    case 'rollback':
      return changeSummary(await rollback(context, areaArg(), { ...change, force: values.force }), areaArg());
    case 'canary': {
      const percent = parse(z.coerce.number().int(), args[2], 'percent');
      return changeSummary(await canary(context, areaArg(), versionArg(), percent, change), areaArg());
    }
    case 'rollout':
      return rolloutCommand(context, areaArg(), values.stop ? undefined : versionArg(), values, change);
    case 'registry':
      return registryCommand(context, args, values.json);
    case 'settings':
      return settingsCommand(
        context.store,
        context.shared,
        args,
        { releaseOrigins: values['release-origins'], releasesBaseUrl: values['releases-base-url'] },
        values.json,
      );
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** `registry restore [<revision>]`: lists the kept copies, or writes one back. */
async function registryCommand(context: OpsContext, args: string[], json: boolean): Promise<string> {
  const [sub, revisionArg] = args;
  if (sub !== 'restore') throw new UsageError(`unknown registry command "${sub ?? ''}" (only: registry restore)`);
  const registry = context.registry;
  if (!(registry instanceof RegistryStore)) {
    throw new OperationRefusedError(
      'نسخه‌های نگه‌داشتهٔ رجیستری فقط کنار پروندهٔ رجیستری در DATA_DIR هستند؛ با PostgreSQL، بازگرداندن از پشتیبان خود پایگاه داده است.',
    );
  }
  if (revisionArg === undefined) {
    const copies = await registry.copies.list();
    return json ? JSON.stringify(copies, null, 2) : formatCopies(copies);
  }
  const wanted = parse(revision, revisionArg, 'revision');
  const restored = await registry.restore(wanted);
  if (!restored) {
    throw new OperationRefusedError(
      `نسخهٔ نگه‌داشته‌ای با بازبینی ${wanted.toLocaleString('fa-IR', { useGrouping: false })} نیست؛ فهرست: ${RESTORE_COMMAND}`,
    );
  }
  return restoredText(wanted, restored.revision);
}

/** The exit code of a failed command: 2 for usage, 1 for a refused or failed operation. */
export function exitCodeOf(error: unknown): number {
  const code = (error as { code?: unknown }).code;
  if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) return 2;
  return 1;
}
