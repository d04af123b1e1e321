import { z } from 'zod';
import type { AreaName } from '@shared/registry';

/** The longest reason kept in the history: a sentence or two, not a document. */
export const MAX_REASON = 500;

/** Who locked an area, when and why: kept in the area's state in the registry until `unlock`. */
export const areaLockSchema = z.object({
  by: z.string(),
  reason: z.string(),
  at: z.string(),
});

export type AreaLock = z.infer<typeof areaLockSchema>;

/** A change refused because its area is locked; names who locked it and why (HTTP 423). */
export class AreaLockedError extends Error {
  constructor(
    readonly area: AreaName,
    readonly lock: AreaLock,
  ) {
    super(
      `بخش ${area} قفل است و تغییری نمی‌پذیرد: ${lock.by} در ${lock.at} قفلش کرد، به این دلیل: «${lock.reason}». ` +
        `برای باز کردن: npm run ops -- unlock ${area} --reason "…"`,
    );
    this.name = 'AreaLockedError';
  }
}
