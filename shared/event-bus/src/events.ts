import { z } from 'zod';
import type { EventDefinition } from './bus.ts';

/**
 * Every event the apps exchange. Names follow `area:entity:verb-past`; the
 * shell's own events use the `platform` area.
 */
export const platformEvents = {
  /** An area's release could not be loaded (manifest, entry or chunk). */
  'platform:area:load-failed': {
    payload: z.object({
      area: z.string(),
      reason: z.string(),
      attempt: z.number().int().nonnegative(),
    }),
    fires: 'many',
    replaysLast: false,
  },
} satisfies Record<string, EventDefinition>;

/** The catalogue type, for typing handlers outside this package. */
export type PlatformEvents = typeof platformEvents;
