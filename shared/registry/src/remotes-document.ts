import { z } from 'zod';
import { AREAS } from './areas.ts';

/** Semantic version of a release, e.g. `1.4.0` or `2.0.0-rc.1`. */
export const releaseVersionSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'نسخه باید به شکل semver باشد، مثل 1.2.3');

/** Where the browser finds one area: its version and the URL of its `mf-manifest.json`. */
export const areaReleaseSchema = z.object({
  version: releaseVersionSchema,
  entry: z.string().min(1),
  integrity: z.string().optional(),
});

/**
 * The `/remotes.json` document the shell reads at boot. Only the five known
 * areas are accepted; an unknown area key is rejected so that a typo in the
 * registry is caught by the parser rather than silently ignored.
 */
export const remotesDocumentSchema = z.object({
  areas: z.partialRecord(z.enum(AREAS), areaReleaseSchema),
});

/** One area's release as the browser sees it. */
export type AreaRelease = z.infer<typeof areaReleaseSchema>;
/** The whole `/remotes.json` document. */
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;
