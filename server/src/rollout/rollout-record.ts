import { z } from 'zod';
import { AREAS } from '@shared/registry';
import { rolloutNoteSchema } from './rollout-note.ts';

/**
 * The numbers a rollout is judged by (docs/operations.md, "Rollouts"). Each is an option of
 * `ops rollout`; these are the defaults.
 */
export const rolloutRulesSchema = z.object({
  /** How often the judge compares canary and current; each comparison covers the last interval. */
  intervalMs: z
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** Healthy windows in a row a step needs before it advances. */
  windows: z.number().int().positive().default(3),
  /** Pages the canary must have served in a window for the window to count (fewer: hold). */
  minPages: z.number().int().nonnegative().default(100),
  /** Distinct clients the canary's pages must have gone to in a window (fewer: hold). */
  minClients: z.number().int().nonnegative().default(20),
  /** Distinct clients a browser-reported kind needs before its rate counts at all (forged reports). */
  minReporters: z.number().int().positive().default(3),
  /** A hard signal stops the rollout above the larger of this rate and `stopFactor` × the current's. */
  stopFloor: z.number().nonnegative().default(0.005),
  stopFactor: z.number().positive().default(2),
  /** A kind is worse (hold, the count of healthy windows starts again) above the larger of these. */
  worseFloor: z.number().nonnegative().default(0.002),
  worseFactor: z.number().positive().default(1.5),
});

export type RolloutRules = z.infer<typeof rolloutRulesSchema>;

/** The defaults, for the CLI's help and the docs. */
export const DEFAULT_ROLLOUT_RULES: RolloutRules = rolloutRulesSchema.parse({});

/** The steps when none are given: a share of browsers each, the last one 100 (a promote). */
export const DEFAULT_STEPS = [5, 25, 50, 100];

/** Where a rollout is: judged by the servers while `running`; kept afterwards as the area's last rollout. */
export const rolloutStateSchema = z.enum(['running', 'stopped', 'completed', 'ended']);

/** One area's rollout, stored in the site store (both stores), run by the site servers' judge. */
export const rolloutSchema = z.object({
  area: z.enum(AREAS),
  version: z.string(),
  /** The current release when it started: what the canary is compared with. */
  from: z.string(),
  steps: z.array(z.number().int().min(1).max(100)).min(1),
  /** Index into `steps` of the share served now. */
  step: z.number().int().nonnegative(),
  state: rolloutStateSchema,
  rules: rolloutRulesSchema,
  startedAt: z.string(),
  startedBy: z.string(),
  stepStartedAt: z.string(),
  goodInRow: z.number().int().nonnegative(),
  lastJudgedAt: z.string().optional(),
  last: rolloutNoteSchema.optional(),
});

export type Rollout = z.infer<typeof rolloutSchema>;
export type RolloutState = z.infer<typeof rolloutStateSchema>;

/** The share of browsers the rollout's step serves. */
export function stepPercent(rollout: Pick<Rollout, 'steps' | 'step'>): number {
  return rollout.steps[rollout.step] ?? 100;
}
