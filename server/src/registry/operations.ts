import path from 'node:path';
import { REMOTE_ENTRY_FILE, type AreaName } from '@shared/registry';
import { fileIntegrity } from './integrity.ts';
import { checkRelease, readShellRouteTable, ReleaseRefusedError, type ReleaseCheckContext } from './release-check.ts';
import { routeTableProblems, type SiteRouteTables } from './route-check.ts';
import {
  PAST_RELEASES_KEPT,
  registeredAreas,
  type AreaState,
  type HistoryEntry,
  type RegistryFile,
  type RegistryRelease,
} from './registry-file.ts';
import type { FailureReports, RegistryAccess } from '../store/site-store.ts';
import { someFiles } from './release-store.ts';
import { failuresSinceLastCurrent } from './failures-since-current.ts';
import { rollbackRefusal } from './rollback-refusal.ts';
import type { SmokeGate, SmokeReport } from './smoke-gate.ts';
import type { RolloutNote } from '../rollout/rollout-note.ts';
import { smokeRefusal, smokeSkipped, smokeSummary } from './smoke-text.ts';
import { AreaLockedError, MAX_REASON } from './area-lock.ts';

/** Raised when an operation makes no sense in the registry's current state (nothing to roll back, ...). */
export class OperationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationRefusedError';
  }
}

/** What every operation works on. */
export interface OpsContext extends ReleaseCheckContext {
  registry: RegistryAccess;
  /** The failures every server counted (rollback refuses a target with recent ones). */
  failures: Pick<FailureReports, 'all'>;
  /** Injectable clock, for tests. */
  now?: () => Date;
  /**
   * The smoke test promote and canary run before a release is served (the CLI and the admin API give
   * one; without it, as in the registry's own tests, none runs).
   */
  smoke?: SmokeGate;
}

/** Who asks for a change and, optionally, the revision their decision was based on (compare-and-swap). */
export interface ChangeRequest {
  actor: string;
  expectedRevision?: number;
  /** Why, in the person's words: kept in the history entry. */
  reason?: string;
  /** The commit of the code this change ships or answers, as the team gave it: kept in the history entry. */
  commit?: string;
  /**
   * Goes ahead on a locked area: unlock itself, and a rollout's automatic stop or hold (taking students
   * back to the current release is what a lock protects, not a change it forbids).
   */
  evenWhenLocked?: boolean;
  /** Promote or canary without the smoke test (an emergency: the API down, a fix that must go out). */
  skipSmoke?: boolean;
  /** Told what the smoke test did (Persian, for people), when it ran or was skipped and the change goes ahead. */
  onSmoke?: (text: string, report?: SmokeReport) => void;
  /** A rollout's decision behind this change, kept in its history entry (rollout/). */
  rollout?: RolloutNote;
}

/** A rollback may be forced past the failures recorded against its target. */
export interface RollbackRequest extends ChangeRequest {
  force?: boolean;
}

type Change = Omit<HistoryEntry, 'revision' | 'at' | 'actor' | 'area'>;

/**
 * Writes one area's new state and its history entry as one registry change, refused while the area is
 * locked (unless `evenWhenLocked`). A lock stays across the changes it lets through; only a state that
 * names `lock` (lock, unlock) sets or clears it.
 */
export function changeArea(
  context: OpsContext,
  area: AreaName,
  request: ChangeRequest,
  decide: (
    state: AreaState | undefined,
    registry: RegistryFile,
  ) => Promise<{ state: AreaState; change: Change }> | { state: AreaState; change: Change },
): Promise<RegistryFile> {
  return context.registry.update(async (registry, revision) => {
    const at = (context.now?.() ?? new Date()).toISOString();
    const before = registry.areas[area];
    if (before?.lock && !request.evenWhenLocked) throw new AreaLockedError(area, before.lock);
    const { state, change } = await decide(before, registry);
    const lock = 'lock' in state ? state.lock : before?.lock;
    return {
      ...registry,
      areas: { ...registry.areas, [area]: { ...state, lock, changedAt: at, changedBy: request.actor } },
      history: [
        ...registry.history,
        {
          revision,
          at,
          actor: request.actor,
          area,
          ...change,
          ...(request.reason?.trim() ? { reason: request.reason.trim().slice(0, MAX_REASON) } : {}),
          ...(request.commit ? { commit: request.commit } : {}),
          ...(request.rollout ? { rollout: request.rollout } : {}),
        },
      ],
    };
  }, request.expectedRevision);
}

/** Every area's route tables in the registry now (current and canary), and the shell's. */
async function siteRouteTables(
  context: Pick<OpsContext, 'shellSharedModulesFile'>,
  registry: RegistryFile,
): Promise<SiteRouteTables> {
  const areas: SiteRouteTables['areas'] = {};
  for (const [area, state] of registeredAreas(registry)) {
    areas[area] = [state.current, state.canary?.release].flatMap((release) =>
      release?.routes ? [release.routes] : [],
    );
  }
  return { shell: await readShellRouteTable(context.shellSharedModulesFile), areas };
}

/** Refuses a release whose URLs collide with another area's or the shell's, or that drops a linked page. */
export async function checkRoutesFit(
  context: Pick<OpsContext, 'shellSharedModulesFile'>,
  registry: RegistryFile,
  area: AreaName,
  release: RegistryRelease,
): Promise<void> {
  if (!release.routes) return; // inspectRelease already refused a release without a route table
  const site = await siteRouteTables(context, registry).catch((error: Error) => {
    throw new ReleaseRefusedError(area, release.version, [
      `cannot read the shell's routes.json to check the release's URLs: ${error.message}`,
    ]);
  });
  const problems = routeTableProblems(area, release.routes, site);
  if (problems.length) throw new ReleaseRefusedError(area, release.version, problems);
}

/**
 * Renders every public page of a checked release on its Node build (smoke-gate.ts) and refuses it,
 * naming the routes, when a page fails or the test could not judge it. Run before the registry's lock is
 * taken: the renders may take seconds, and the lock is for writing.
 */
async function smokeTest(
  context: OpsContext,
  area: AreaName,
  release: RegistryRelease,
  request: ChangeRequest,
): Promise<void> {
  if (!context.smoke) return;
  if (request.skipSmoke) {
    request.onSmoke?.(smokeSkipped(area, release.version));
    return;
  }
  const report = await context.smoke.run(area, release, await context.registry.read());
  const refusal = smokeRefusal(report);
  if (refusal) throw new OperationRefusedError(refusal);
  request.onSmoke?.(smokeSummary(report), report);
}

/**
 * Makes a version the current one of an area for every browser. The release
 * is checked first; the version it replaces becomes the rollback target and
 * the browser's fallback; a running canary ends.
 */
export async function promote(
  context: OpsContext,
  area: AreaName,
  version: string,
  request: ChangeRequest,
): Promise<RegistryFile> {
  const release = await checkRelease(context, area, version);
  await smokeTest(context, area, release, request);
  return changeArea(context, area, request, async (state, registry) => {
    await checkRoutesFit(context, registry, area, release);
    if (state && state.current.version === version && !state.canary) {
      throw new OperationRefusedError(`${area} ${version} is already the current version.`);
    }
    const past = !state
      ? []
      : state.current.version === version
        ? state.past
        : [state.current, ...state.past.filter((old) => old.version !== version)].slice(0, PAST_RELEASES_KEPT);
    return {
      state: { current: release, past, changedAt: '', changedBy: '' },
      change: { action: 'promote', version, from: state?.current.version },
    };
  });
}

/** Refuses a rollback target whose stored bytes changed since it was promoted. */
async function checkUnchanged(context: OpsContext, area: AreaName, release: RegistryRelease): Promise<void> {
  const folder = context.releases.folder(area, release.version);
  const now = await fileIntegrity(path.join(folder, REMOTE_ENTRY_FILE)).catch(() => undefined);
  if (now === undefined) {
    throw new OperationRefusedError(`${area} ${release.version} is no longer in the release store.`);
  }
  const changed = await context.releases.changedFiles(area, release.version);
  if ((release.integrity && now !== release.integrity) || changed.length) {
    throw new OperationRefusedError(
      `The stored bytes of ${area} ${release.version} changed since it was promoted` +
        `${changed.length ? ` (${someFiles(changed)})` : ''}; restore the release or promote another version.`,
    );
  }
}

/**
 * One step back. With a canary running, ends the canary (everyone gets the
 * current version again); otherwise the previous version becomes current,
 * unless failures were recorded against it since it was last current
 * (`failuresSinceLastCurrent`): then it is refused, naming them, unless
 * `force` (recorded in the history entry when it overrode something).
 */
export async function rollback(context: OpsContext, area: AreaName, request: RollbackRequest): Promise<RegistryFile> {
  // Read before the registry's lock: the counts only advise, and a report landing meanwhile changes nothing.
  const failures = await context.failures.all();
  return changeArea(context, area, request, async (state, registry) => {
    if (!state) throw new OperationRefusedError(`${area} has no release in the registry.`);
    if (state.canary) {
      return {
        state: { ...state, canary: undefined },
        change: { action: 'canary-end', version: state.current.version, from: state.canary.release.version },
      };
    }
    const [previous, ...older] = state.past;
    if (!previous) throw new OperationRefusedError(`${area} has no previous version to roll back to.`);
    // Changed bytes are refused even when forced: the server would not serve them anyway.
    await checkUnchanged(context, area, previous);
    const against = failuresSinceLastCurrent(registry.history, area, previous.version, failures);
    if (against.length && !request.force) {
      throw new OperationRefusedError(rollbackRefusal(area, previous.version, against));
    }
    return {
      state: { ...state, current: previous, past: older },
      change: {
        action: 'rollback',
        version: previous.version,
        from: state.current.version,
        ...(against.length ? { force: true } : {}),
      },
    };
  });
}

/**
 * Serves a version to a stable share of browsers: those whose cohort (0–99)
 * is below `percent`. Promote or rollback ends it.
 */
export async function canary(
  context: OpsContext,
  area: AreaName,
  version: string,
  percent: number,
  request: ChangeRequest,
): Promise<RegistryFile> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new OperationRefusedError(
      `A canary share is a whole percent from 1 to 99 (got ${percent}); use promote for everyone, rollback to end it.`,
    );
  }
  const release = await checkRelease(context, area, version);
  await smokeTest(context, area, release, request);
  return changeArea(context, area, request, async (state, registry) => {
    await checkRoutesFit(context, registry, area, release);
    if (!state) throw new OperationRefusedError(`${area} has no current version; promote one before a canary.`);
    if (state.current.version === version) {
      throw new OperationRefusedError(`${area} ${version} is already the current version.`);
    }
    return {
      state: { ...state, canary: { release, percent } },
      change: { action: 'canary', version, from: state.current.version, percent },
    };
  });
}

/** An area's changes, newest first. */
export function areaHistory(registry: RegistryFile, area: AreaName): HistoryEntry[] {
  return registry.history.filter((entry) => entry.area === area).reverse();
}
