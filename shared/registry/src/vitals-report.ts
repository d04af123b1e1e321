import * as z from '@shared/schema';
import { routePathSchema } from './area-routes.ts';
import { AREAS } from './areas.ts';
import { shellBuildIdSchema } from './load-failure-report.ts';

/** Where the shell sends one Web Vital of a page load, once the browser has measured it. */
export const VITALS_REPORT_PATH = '/remotes/vitals';

/**
 * The Web Vitals measured per area: Largest Contentful Paint and Interaction to Next Paint in
 * milliseconds, Cumulative Layout Shift unitless.
 */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** The largest value accepted: ten minutes (LCP, INP) or a layout shift of 100; no real page measures more. */
export const MAX_VITAL_VALUE: Record<WebVital, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/**
 * One Web Vital of one page load, for the release that owns the page (an area's version, or `shell` with
 * the shell's build id: the server counts only releases it serves) and the page's route pattern
 * (`/course/:slug`: never the address, whose parameters may be a student's own). Nothing else about the
 * page or the student.
 */
export const vitalsReportSchema = z
  .object({
    metric: z.enum(WEB_VITALS),
    value: z.number().check(z.gte(0)),
    area: z.union([z.enum(AREAS), z.literal('shell')]),
    version: shellBuildIdSchema,
    route: z.optional(routePathSchema.check(z.maxLength(200))),
  })
  .check(
    z.refine((report) => Number.isFinite(report.value) && report.value <= MAX_VITAL_VALUE[report.metric], {
      message: 'a value no browser measures',
      path: ['value'],
    }),
  );

/** One Web Vitals beacon. */
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
