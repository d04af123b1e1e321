import * as z from '@shared/schema';
import { routePathSchema } from './area-routes.ts';
import { AREAS } from './areas.ts';
import { releaseVersionSchema } from './remotes-document.ts';

/** Where the shell sends a beacon when an area's release fails to load, crashes or cannot hydrate. */
export const LOAD_FAILURE_REPORT_PATH = '/remotes/load-failures';

const reasonSchema = z.string().check(z.minLength(1), z.maxLength(300));

/**
 * The route pattern of the page the failure happened on, as the route tables spell it (`/course/:slug`):
 * never the address itself, whose parameters may be a student's own. Older shells leave it out.
 */
const routeSchema = z.optional(routePathSchema.check(z.maxLength(200)));

/** The shell's build as its pages name it (`main.<hash>.js`), or `shell` when it is not known. */
export const shellBuildIdSchema = z.string().check(z.regex(/^[\w.-]{1,100}$/, 'a build id: letters, digits, . _ -'));

/**
 * What the beacon says: which release failed, on which route pattern, why
 * (a short text, never personal data) and which release the shell fell back
 * to, if any. A `load` report (the kind older shells leave out) names an
 * area release; a `crash` report (an area's page that threw in the browser,
 * caught by the area's error boundary) names the area release that drew it;
 * a `hydration` report (a page the server rendered that React could not
 * take over) may also name the shell's own build. Browsers cannot claim
 * `render`: only the server records its own render failures.
 */
export const loadFailureReportSchema = z.union([
  z.object({
    kind: z.optional(z.literal('load')),
    area: z.enum(AREAS),
    version: releaseVersionSchema,
    reason: reasonSchema,
    fallbackVersion: z.optional(releaseVersionSchema),
    route: routeSchema,
  }),
  z.object({
    kind: z.literal('crash'),
    area: z.enum(AREAS),
    version: releaseVersionSchema,
    reason: reasonSchema,
    route: routeSchema,
  }),
  z.object({
    kind: z.literal('hydration'),
    area: z.enum(AREAS),
    version: releaseVersionSchema,
    reason: reasonSchema,
    route: routeSchema,
  }),
  z.object({
    kind: z.literal('hydration'),
    area: z.literal('shell'),
    version: shellBuildIdSchema,
    reason: reasonSchema,
    route: routeSchema,
  }),
]);

/** One beacon: a load failure, a crash of an area's page or a hydration error. */
export type LoadFailureReport = z.infer<typeof loadFailureReportSchema>;
