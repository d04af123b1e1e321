import { z } from 'zod';
import { AREAS } from './areas.ts';
import { releaseVersionSchema } from './remotes-document.ts';

/** Where the shell sends a beacon when an area's release fails to load. */
export const LOAD_FAILURE_REPORT_PATH = '/remotes/load-failures';

/**
 * What the beacon says: which release failed, why (a short text, never
 * personal data) and which release the shell fell back to, if any.
 */
export const loadFailureReportSchema = z.object({
  area: z.enum(AREAS),
  version: releaseVersionSchema,
  reason: z.string().min(1).max(300),
  fallbackVersion: releaseVersionSchema.optional(),
});

/** One load-failure beacon. */
export type LoadFailureReport = z.infer<typeof loadFailureReportSchema>;
