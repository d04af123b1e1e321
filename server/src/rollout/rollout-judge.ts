import { minuteOf } from '../health/health-rows.ts';
import { canary, promote, rollback, type OpsContext } from '../registry/operations.ts';
import { RevisionConflictError } from '../registry/registry-store.ts';
import type { SiteStore } from '../store/site-store.ts';
import type { RolloutStopAlert } from './alert-webhook.ts';
import { judgeWindow, windowFigures, type Verdict } from './judge-rules.ts';
import type { RolloutNote } from './rollout-note.ts';
import { stepPercent, type Rollout } from './rollout-record.ts';
import { recordDecision, rolloutActor } from './rollout-history.ts';

/** The lease the judge runs under: one server at a time. */
export const JUDGE_LEASE = 'rollout-judge';

/** How often each server looks for a rollout due and renews (or tries to take) the lease. */
export const JUDGE_TICK_MS = 1_000;

/** A lease not renewed for this long is taken over: a crashed or stalled judge's rollouts go on elsewhere. */
export const JUDGE_LEASE_MS = 15_000;

export interface RolloutJudgeOptions {
  store: Pick<SiteStore, 'rollouts' | 'leases' | 'health'>;
  /** The registry and the release checks; no smoke gate: the release passed it when its rollout started. */
  context: OpsContext;
  /** Who holds the lease: unique per server process. */
  holder: string;
  log: { info(message: string): void; warn(message: string): void };
  /** Told of every automatic stop, never awaited (ALERT_WEBHOOK_URL). */
  alert?: (alert: RolloutStopAlert) => void;
  now?: () => number;
  tickMs?: number;
  leaseMs?: number;
}

/** The health counts' grain. */
const MINUTE_MS = 60_000;

const percentText = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/** Why a window held, or what it stopped on, in a history line. */
function reasonOf(verdict: Verdict, rollout: Rollout, note: Pick<RolloutNote, 'canary'>, goodInRow: number): string {
  const rules = rollout.rules;
  switch (verdict.kind) {
    case 'stop':
      return `${verdict.signal} ${percentText(verdict.rate)}${verdict.route !== undefined ? ` on ${verdict.route || '(no route)'}` : ''} passed ${percentText(verdict.threshold)} (the larger of ${percentText(rules.stopFloor)} and ${rules.stopFactor}× the current's rate)`;
    case 'worse':
      return `${verdict.signal} ${percentText(verdict.rate)} is worse than the current's (above ${percentText(verdict.limit)}); healthy windows start again`;
    case 'too-few-pages':
      return `too little data: ${note.canary?.pages ?? 0} pages served of the ${rules.minPages} a window needs`;
    case 'too-few-clients':
      return `too little data: ${note.canary?.clients ?? 0} clients of the ${rules.minClients} a window needs`;
    case 'healthy':
      return `not worse than the current: healthy window ${goodInRow} of ${rules.windows} in a row`;
  }
}

/**
 * The rollout judge of one server. Every tick it looks for running rollouts; with one, it takes (or
 * renews) the lease, and only the holder judges: each rollout whose interval has passed since its last
 * judgement is compared with the current release over that interval, then advanced, held or stopped.
 * Every registry change it makes names the registry revision it judged (compare-and-set), so a change by
 * anyone else meanwhile (or a second judge after a stall) makes it judge again on the next tick instead.
 */
export class RolloutJudge {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private holding = false;
  private readonly now: () => number;

  constructor(private readonly options: RolloutJudgeOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? JUDGE_TICK_MS);
    this.timer.unref();
  }

  /** Stops ticking, waits for a judgement under way, and gives the lease up for another server to take. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    if (this.holding) await this.options.store.leases.release(JUDGE_LEASE, this.options.holder).catch(() => undefined);
    this.holding = false;
  }

  /** One look (the timer calls it; tests call it directly). Never throws: a failing store is logged. */
  tick(): Promise<void> {
    this.running ??= this.look()
      .catch((error: unknown) =>
        this.options.log.warn(`the rollout judge could not judge: ${(error as Error).message}`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Whether this server held the lease at its last look. */
  get holdsLease(): boolean {
    return this.holding;
  }

  private async look(): Promise<void> {
    const { store, holder } = this.options;
    const running = (await store.rollouts.all()).filter((rollout) => rollout.state === 'running');
    if (running.length === 0) {
      if (this.holding) await store.leases.release(JUDGE_LEASE, holder);
      this.holding = false;
      return;
    }
    this.holding = await store.leases.hold(JUDGE_LEASE, holder, this.options.leaseMs ?? JUDGE_LEASE_MS);
    if (!this.holding) return;
    for (const rollout of running) {
      const last = Date.parse(rollout.lastJudgedAt ?? rollout.stepStartedAt);
      if (this.now() - last >= rollout.rules.intervalMs) await this.judge(rollout);
    }
  }

  /** Writes the rollout's new state, unless it changed meanwhile (stopped by ops, judged by another server). */
  private save(rollout: Rollout, next: Partial<Rollout>) {
    return this.options.store.rollouts.update(rollout.area, (stored) =>
      stored?.state === 'running' && stored.startedAt === rollout.startedAt && stored.step === rollout.step
        ? { ...stored, ...next }
        : undefined,
    );
  }

  private async judge(rollout: Rollout): Promise<void> {
    const { context, store } = this.options;
    const now = this.now();
    const at = new Date(now).toISOString();
    const actor = rolloutActor(rollout);
    const percent = stepPercent(rollout);
    const registry = await context.registry.read();
    const state = registry.areas[rollout.area];
    if (state?.canary?.release.version !== rollout.version || state.canary.percent !== percent) {
      // Someone promoted, rolled back or changed the canary: the rollout has nothing left to judge.
      const note: RolloutNote = {
        decision: 'end',
        reason: `the area was changed by someone else (${state?.canary ? `canary ${state.canary.release.version} at ${state.canary.percent}%` : `current ${state?.current.version ?? '—'}, no canary`}); the rollout ends`,
        percent,
      };
      await this.attempt(() => recordDecision(context, rollout, note, registry.revision));
      await this.save(rollout, { state: 'ended', last: note, lastJudgedAt: at });
      return;
    }
    // The health counts are per minute and reach the store a moment after they happen, so a window reaches
    // back a whole minute at least: with a shorter interval, the failures of a minute's last seconds would
    // otherwise fall out of every window before a judge saw them.
    const reach = Math.max(rollout.rules.intervalMs, MINUTE_MS);
    const window = {
      from: minuteOf(Math.max(now - reach, Date.parse(rollout.stepStartedAt))),
      to: new Date(Date.parse(minuteOf(now)) + MINUTE_MS).toISOString(),
    };
    const rows = await store.health.since(window.from);
    const figures = windowFigures(
      rows,
      rollout.area,
      { canary: rollout.version, current: state.current.version },
      window,
      rollout.rules,
    );
    const verdict = judgeWindow(figures, rollout.rules);
    const seen = { window, canary: figures.canary, current: figures.current };
    const goodInRow =
      verdict.kind === 'healthy' ? rollout.goodInRow + 1 : verdict.kind === 'worse' ? 0 : rollout.goodInRow;
    const reason = reasonOf(verdict, rollout, seen, goodInRow);
    const change = { actor, expectedRevision: registry.revision };

    if (verdict.kind === 'stop') {
      const { signal, route, rate, threshold } = verdict;
      const note: RolloutNote = { decision: 'stop', reason, percent, signal, route, rate, threshold, ...seen };
      // A stop takes students back to the current release: a lock does not hold it back.
      const stop = { ...change, evenWhenLocked: true, rollout: note };
      if (!(await this.attempt(() => rollback(context, rollout.area, stop)))) return;
      await this.save(rollout, { state: 'stopped', last: note, lastJudgedAt: at, goodInRow: 0 });
      this.options.log.warn(`rollout of ${rollout.area} ${rollout.version} stopped: ${reason}`);
      this.options.alert?.({
        event: 'rollout-stopped',
        area: rollout.area,
        version: rollout.version,
        current: state.current.version,
        percent,
        signal,
        route,
        rate,
        threshold,
        reason,
        at,
      });
      return;
    }

    if (verdict.kind === 'healthy' && goodInRow >= rollout.rules.windows && !state.lock) {
      const next = rollout.step + 1;
      const nextPercent = rollout.steps[next] ?? 100;
      const complete = nextPercent >= 100;
      const note: RolloutNote = {
        decision: complete ? 'complete' : 'advance',
        reason: `${reason}: ${complete ? 'promoted to everyone' : `advanced to ${nextPercent}%`}`,
        percent: nextPercent,
        goodInRow,
        ...seen,
      };
      // The smoke test ran when the rollout started; the registry pins the same bytes (no gate here).
      const made = await this.attempt(() =>
        complete
          ? promote(context, rollout.area, rollout.version, { ...change, rollout: note })
          : canary(context, rollout.area, rollout.version, nextPercent, { ...change, rollout: note }),
      );
      if (!made) return;
      await this.save(rollout, {
        ...(complete ? { state: 'completed' as const } : { step: next, stepStartedAt: at }),
        goodInRow: 0,
        last: note,
        lastJudgedAt: at,
      });
      this.options.log.info(`rollout of ${rollout.area} ${rollout.version}: ${note.reason}`);
      return;
    }

    // A locked area holds a step that is due, keeping its healthy windows: it advances once unlocked.
    const lock = state.lock;
    const held =
      lock && goodInRow >= rollout.rules.windows
        ? `${reason}; the area is locked by ${lock.by} («${lock.reason}»), so it waits`
        : reason;
    const note: RolloutNote = { decision: 'hold', reason: held, percent, goodInRow, ...seen };
    if (!(await this.attempt(() => recordDecision(context, rollout, note, registry.revision)))) return;
    await this.save(rollout, { goodInRow, last: note, lastJudgedAt: at });
  }

  /**
   * Runs a registry change: false when the registry moved on since it was read (judged again next tick).
   * Any other refusal (a release check failing now) is logged and kept as the rollout's last judgement.
   */
  private async attempt(change: () => Promise<unknown>): Promise<boolean> {
    try {
      await change();
      return true;
    } catch (error) {
      if (error instanceof RevisionConflictError) return false;
      throw error;
    }
  }
}
