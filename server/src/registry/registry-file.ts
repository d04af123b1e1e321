import { z } from 'zod';
import { areaLockSchema } from './area-lock.ts';
import { AREAS, areaReleaseSchema, type AreaName } from '@shared/registry';
import { rolloutNoteSchema } from '../rollout/rollout-note.ts';

/** A release as the registry records it: version, manifest URL and the integrity of its bytes. */
export const registryReleaseSchema = areaReleaseSchema;

/** A canary: a share of browsers (by cohort) gets this release instead of the current one. */
export const canarySchema = z.object({
  release: registryReleaseSchema,
  /** Browsers whose cohort (0–99) is below this number get the canary. */
  percent: z.number().int().min(1).max(99),
});

/** What ops did to an area, as history keeps it. */
export const historyActionSchema = z.enum([
  'seed',
  'promote',
  'rollback',
  'canary',
  'canary-end',
  /** A rollout's decision that changed nothing in the area (a hold, an end): its figures are in `rollout`. */
  'rollout',
  /** The area was locked (no change accepted until unlocked) or unlocked; `reason` says why. */
  'lock',
  'unlock',
  /** A preview link was made for this release (it changes nothing for anyone else); `until` and `link` are set. */
  'preview',
]);

/** One change of the registry. */
export const historyEntrySchema = z.object({
  revision: z.number().int().positive(),
  at: z.string(),
  actor: z.string(),
  area: z.enum(AREAS),
  action: historyActionSchema,
  /** The version the area (or its canary) moved to. */
  version: z.string(),
  /** The version it moved from, if any. */
  from: z.string().optional(),
  percent: z.number().int().optional(),
  /** A rollback forced past failures recorded against its target since it was last current. */
  force: z.literal(true).optional(),
  /** Why, in the words of whoever made the change (`--reason`, the admin API's `reason`). */
  reason: z.string().optional(),
  /** The commit of the code the change ships or answers (`--commit`), as its team gave it. */
  commit: z.string().optional(),
  /** Set when a rollout (rollout/) made or decided this change: its decision, why, and the figures it judged. */
  rollout: rolloutNoteSchema.optional(),
  /** A preview's end (ISO time): the link stops working then. */
  until: z.string().optional(),
  /** A preview's link, for the people who may open it (the ops page lists the open ones). */
  link: z.string().optional(),
});

const areaStateObject = z.object({
  current: registryReleaseSchema,
  /** Releases that were current before, newest first: rollback targets and the browser's fallback. */
  past: z.array(registryReleaseSchema).default([]),
  canary: canarySchema.optional(),
  /** Set while the area is locked: every change but unlock (and a rollout's automatic stop) is refused. */
  lock: areaLockSchema.optional(),
  changedAt: z.string(),
  changedBy: z.string(),
  /** The first registry format kept only one previous release. */
  previous: z.optional(registryReleaseSchema),
});

/** One area's state; a file of the first format (`previous`) is read as a one-element `past`. */
export const areaStateSchema = areaStateObject.transform(({ previous, ...state }) =>
  previous && state.past.length === 0 ? { ...state, past: [previous] } : state,
);

/**
 * The registry file in the server's data directory: each area's current
 * release, the ones before it and any canary, the whole history of changes,
 * and a revision number that grows by one on every change.
 */
export const registryFileSchema = z.object({
  revision: z.number().int().nonnegative(),
  areas: z.partialRecord(z.enum(AREAS), areaStateSchema),
  history: z.array(historyEntrySchema).default([]),
});

/** Contents of the registry file. */
export type RegistryFile = z.infer<typeof registryFileSchema>;
/** One area's state in the registry. */
export type AreaState = z.infer<typeof areaStateSchema>;
/** A release as the registry records it. */
export type RegistryRelease = z.infer<typeof registryReleaseSchema>;
/** One change in the history. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** What ops did to an area. */
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** How many past releases an area keeps for rollback; history keeps every change regardless. */
export const PAST_RELEASES_KEPT = 10;

/** The areas of a registry that have a state, in the order of AREAS. */
export function registeredAreas(registry: RegistryFile): [AreaName, AreaState][] {
  return AREAS.flatMap((area) => {
    const state = registry.areas[area];
    return state ? [[area, state] as [AreaName, AreaState]] : [];
  });
}
