import type { AreaName } from '@shared/registry';
import {
  canary,
  OperationRefusedError,
  rollback,
  type ChangeRequest,
  type OpsContext,
} from '../registry/operations.ts';
import type { Rollouts } from '../store/site-store.ts';
import { recordDecision } from './rollout-history.ts';
import type { RolloutNote } from './rollout-note.ts';
import { rolloutRulesSchema, type Rollout, type RolloutRules } from './rollout-record.ts';

/** Refuses steps that do not climb to 100 through at least one canary share. */
export function checkSteps(steps: readonly number[]): void {
  const climbs = steps.every((step, index) => Number.isInteger(step) && step >= 1 && step > (steps[index - 1] ?? 0));
  if (!climbs || steps.length < 2 || steps.at(-1) !== 100) {
    throw new OperationRefusedError(
      `A rollout's steps are whole percents that climb and end at 100, with at least one canary step before it (got ${steps.join(',')}).`,
    );
  }
}

const runningIn = (rollouts: Rollout[], area: AreaName) =>
  rollouts.find((rollout) => rollout.area === area && rollout.state === 'running');

/**
 * Starts a rollout: a canary at the first step, through `canary` (its checks and smoke test apply), then the
 * rollout is stored for the site servers' judge to run. Returns at once; the servers do the rest.
 */
export async function startRollout(
  context: OpsContext,
  rollouts: Rollouts,
  area: AreaName,
  version: string,
  steps: number[],
  rules: Partial<RolloutRules>,
  request: ChangeRequest,
): Promise<Rollout> {
  checkSteps(steps);
  if (runningIn(await rollouts.all(), area)) {
    throw new OperationRefusedError(
      `A rollout of ${area} is already running; stop it first: npm run ops -- rollout ${area} --stop`,
    );
  }
  const parsedRules = rolloutRulesSchema.parse(rules);
  const percent = steps[0]!;
  const note: RolloutNote = {
    decision: 'start',
    reason: `rollout started: steps ${steps.join(', ')} %, judged every ${parsedRules.intervalMs / 1000} s`,
    percent,
  };
  const registry = await canary(context, area, version, percent, { ...request, rollout: note });
  const at = (context.now?.() ?? new Date()).toISOString();
  const rollout: Rollout = {
    area,
    version,
    from: registry.areas[area]!.current.version,
    steps,
    step: 0,
    state: 'running',
    rules: parsedRules,
    startedAt: at,
    startedBy: request.actor,
    stepStartedAt: at,
    goodInRow: 0,
    last: note,
  };
  // The canary is served already: a rollout started meanwhile by someone else (a race of two CLIs) loses here.
  const stored = await rollouts.update(area, (current) => (current?.state === 'running' ? undefined : rollout));
  if (!stored) throw new OperationRefusedError(`A rollout of ${area} was started by someone else meanwhile.`);
  return rollout;
}

/** Ends a running rollout and its canary: everyone gets the current release again. */
export async function stopRollout(
  context: OpsContext,
  rollouts: Rollouts,
  area: AreaName,
  request: ChangeRequest,
): Promise<Rollout> {
  const running = runningIn(await rollouts.all(), area);
  if (!running) throw new OperationRefusedError(`No rollout of ${area} is running.`);
  const registry = await context.registry.read();
  const note: RolloutNote = {
    decision: 'end',
    reason: `stopped by ${request.actor}`,
    percent: running.steps[running.step] ?? 100,
  };
  if (registry.areas[area]?.canary?.release.version === running.version) {
    // Like the judge's stop, it takes students back to the current release: a lock does not hold it back.
    await rollback(context, area, { ...request, evenWhenLocked: true, rollout: note });
  } else {
    await recordDecision(context, running, note);
  }
  const at = (context.now?.() ?? new Date()).toISOString();
  const ended: Rollout = { ...running, state: 'ended', last: note, lastJudgedAt: at };
  await rollouts.update(area, (stored) => (stored?.startedAt === running.startedAt ? ended : undefined));
  return ended;
}
