import * as z from '@shared/schema';
import { areaRouteTableSchema } from './area-routes.ts';
import { AREAS } from './areas.ts';

/** Semantic version of a release, e.g. `1.4.0` or `2.0.0-rc.1`. */
export const releaseVersionSchema = z
  .string()
  .check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'نسخه باید به شکل semver باشد، مثل 1.2.3'));

/** A Subresource Integrity value with SHA-384, the one hash every registry entry uses. */
export const sha384IntegritySchema = z
  .string()
  .check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'integrity must be "sha384-" and 64 base64 characters'));

/** A chunk of a release: a plain `.js` file name, so it can only name a file beside the entry. */
export const chunkFileSchema = z
  .string()
  .check(z.regex(/^[\w-]+(?:\.[\w-]+)*\.js$/, 'a chunk is a .js file name in the release folder'));

/** Where the browser finds one release of an area and how it checks the bytes it gets. */
export const areaReleaseSchema = z.object({
  version: releaseVersionSchema,
  /** URL of the release's `mf-manifest.json`, absolute or relative to the page. */
  entry: z.string().check(z.minLength(1)),
  /** SRI of the release's `remoteEntry.js`: the browser refuses other bytes. */
  integrity: z.optional(sha384IntegritySchema),
  /** SHA-384 of the `mf-manifest.json` bytes, checked by the shell before it trusts the manifest. */
  manifestIntegrity: z.optional(sha384IntegritySchema),
  /** SHA-384 of the release's Node build (`server/render.js`): the site server runs no other bytes. */
  serverIntegrity: z.optional(sha384IntegritySchema),
  /**
   * The release's route table (its `routes.json`, checked at promote): the
   * prefixes it owns and its pages. The shell routes the area's URLs by it;
   * a release recorded before route tables existed has none and serves no page.
   */
  routes: z.optional(areaRouteTableSchema),
  /**
   * The chunks each exposed module needs (`routes` and every page), as the
   * release's manifest lists them: file names in the entry's folder. With
   * them the shell fetches a page's chunks together with the entry instead of
   * after it; the entry's loader still checks each chunk's integrity before
   * it runs. A release recorded before this existed has none.
   */
  chunks: z.optional(z.record(z.string(), z.array(chunkFileSchema))),
});

/**
 * One area in `/remotes.json`: the release to load and, when the registry
 * has one, the last known good release the shell falls back to if this one
 * fails to load.
 */
export const areaEntrySchema = z.extend(areaReleaseSchema, {
  fallback: z.optional(areaReleaseSchema),
});

/**
 * The `/remotes.json` document the shell reads at boot. Only the five known
 * areas are accepted; an unknown area key is rejected so that a typo in the
 * registry is caught by the parser rather than silently ignored.
 */
export const remotesDocumentSchema = z.object({
  areas: z.partialRecord(z.enum(AREAS), areaEntrySchema),
  /**
   * Origins besides the page's own that entries may live on (a CDN). The
   * shell refuses an entry anywhere else.
   */
  origins: z._default(z.array(z.url({ protocol: /^https?$/ })), []),
  /** Whether a developer may point an area at their own server in their own browser. */
  overrides: z._default(z.boolean(), false),
  /** Set for a browser with a preview link: the releases it previews and when the preview ends (ms). */
  preview: z.optional(
    z.object({
      releases: z.partialRecord(z.enum(AREAS), releaseVersionSchema),
      expiresAt: z.number(),
    }),
  ),
});

/** One area's release as the browser sees it. */
export type AreaRelease = z.infer<typeof areaReleaseSchema>;
/** One area's entry in `/remotes.json`: a release and its fallback. */
export type AreaEntry = z.infer<typeof areaEntrySchema>;
/** The whole `/remotes.json` document. */
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;
/** The document as the server writes it (defaults may be left out). */
export type RemotesDocumentInput = z.input<typeof remotesDocumentSchema>;
