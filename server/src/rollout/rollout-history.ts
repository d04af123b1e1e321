import type { OpsContext } from '../registry/operations.ts';
import type { RolloutNote } from './rollout-note.ts';
import type { Rollout } from './rollout-record.ts';

/** Who the history names for a rollout's own changes: the rollout, on behalf of who started it. */
export function rolloutActor(rollout: Pick<Rollout, 'startedBy'>): string {
  return `rollout (${rollout.startedBy})`.slice(0, 100);
}

/**
 * Records a decision that changes nothing in the area (a hold, an end) as a `rollout` history entry, if the
 * registry is still at `expectedRevision`.
 */
export function recordDecision(
  context: Pick<OpsContext, 'registry' | 'now'>,
  rollout: Pick<Rollout, 'area' | 'version' | 'from' | 'startedBy'>,
  note: RolloutNote,
  expectedRevision?: number,
) {
  return context.registry.update(async (registry, revision) => {
    const current = registry.areas[rollout.area]?.current.version ?? rollout.from;
    const at = (context.now?.() ?? new Date()).toISOString();
    return {
      ...registry,
      history: [
        ...registry.history,
        {
          revision,
          at,
          actor: rolloutActor(rollout),
          area: rollout.area,
          action: 'rollout' as const,
          version: rollout.version,
          from: current,
          percent: note.percent,
          rollout: note,
        },
      ],
    };
  }, expectedRevision);
}
