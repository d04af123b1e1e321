import { z } from 'zod';

/** One failure kind of one side over a judged window, as the history keeps it. */
export const signalFiguresSchema = z.object({
  /** Failures counted (each client's reports capped, the server's own uncapped). */
  failures: z.number().int().nonnegative(),
  /** Reports as they arrived, uncapped. */
  reports: z.number().int().nonnegative(),
  /** Distinct clients that reported it. */
  clients: z.number().int().nonnegative(),
  /** The rate the judge used: failures per page served, 0 when too few clients reported it to count. */
  rate: z.number().nonnegative(),
});

/** What the judge saw of one release (the canary or the current one) over a window. */
export const sideFiguresSchema = z.object({
  version: z.string(),
  pages: z.number().int().nonnegative(),
  /** Distinct clients the server served pages of this release to (counted for the canary only). */
  clients: z.number().int().nonnegative().optional(),
  signals: z.record(z.string(), signalFiguresSchema),
});

/** What a rollout decided, and why. */
export const rolloutDecisionSchema = z.enum(['start', 'advance', 'hold', 'stop', 'end', 'complete']);

/**
 * A rollout's decision with its figures, kept in the history entry it made (an advance's canary or promote,
 * a stop's canary-end, a hold's `rollout` entry) and as the rollout's last judgement.
 */
export const rolloutNoteSchema = z.object({
  decision: rolloutDecisionSchema,
  /** Why, in words a person reads in `ops history` and `ops status` (English, like the rest of the CLI's tables). */
  reason: z.string(),
  /** The step's share of browsers when the decision was made (the new one after an advance). */
  percent: z.number().int().min(0).max(100),
  /** Healthy windows in a row so far at this step. */
  goodInRow: z.number().int().nonnegative().optional(),
  window: z.object({ from: z.string(), to: z.string() }).optional(),
  canary: sideFiguresSchema.optional(),
  current: sideFiguresSchema.optional(),
  /** A stop's hard signal, the route where it failed most, the canary's rate and the threshold it passed. */
  signal: z.string().optional(),
  route: z.string().optional(),
  rate: z.number().optional(),
  threshold: z.number().optional(),
});

export type RolloutDecision = z.infer<typeof rolloutDecisionSchema>;
export type RolloutNote = z.infer<typeof rolloutNoteSchema>;
export type SideFigures = z.infer<typeof sideFiguresSchema>;
