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
import { USAGE } from './usage.ts';
import { checkCommand } from './check-command.ts';
import { previewCommand } from './preview-command.ts';
import { lockArea, unlockArea } from '../registry/lock-operations.ts';
import { MAX_REASON } from '../registry/area-lock.ts';
import { createSmokeGate } from '../registry/smoke-gate.ts';

export { USAGE };

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
  const lockText = state?.lock ? `, locked by ${state.lock.by}: ${state.lock.reason}` : '';
  return `${name}: current ${state?.current.version ?? '—'}, previous ${state?.past[0]?.version ?? '—'}${canaryText}${lockText} (registry revision ${registry.revision})`;
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
      reason: { type: 'string' },
      for: { type: 'string' },
      path: { type: 'string' },
      commit: { type: 'string' },
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
    reason:
      values.reason === undefined ? undefined : parse(z.string().trim().max(MAX_REASON), values.reason, '--reason'),
    commit:
      values.commit === undefined
        ? undefined
        : parse(z.string().regex(/^[0-9a-f]{7,40}$/i, '7 to 40 hexadecimal characters'), values.commit, '--commit'),
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
    const output =
      command === 'preview'
        ? await previewCommand(context, settings, args, { for: values.for, path: values.path }, change)
        : await runCommand(context, command, args, values, change, repoRoot);
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
    case 'check': {
      const name = areaArg();
      return checkCommand(context, name, args[1] ? versionArg() : areaVersion(repoRoot, name), values.from);
    }
    case 'lock':
      return changeSummary(await lockArea(context, areaArg(), change), areaArg());
    case 'unlock':
      return changeSummary(await unlockArea(context, areaArg(), change), areaArg());
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
