import type { RouteRow } from '@shared/registry';
import { inCanary } from '../registry/cohort.ts';
import { registeredAreas, type RegistryFile, type RegistryRelease } from '../registry/registry-file.ts';
import type { FailedArea } from '../registry/load-reports.ts';

/** The release a page was served with and the route pattern it matched. */
export interface ServedPage {
  area: FailedArea;
  version: string;
  route: string;
}

const segmentsOf = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));
const isParameter = (segment: string) => segment.startsWith(':');

/** How well a pattern fits a path: undefined when not at all, else its number of fixed segments (more wins). */
function fit(pattern: string, parts: readonly string[]): number | undefined {
  const segments = segmentsOf(pattern);
  if (segments.length !== parts.length) return undefined;
  let fixed = 0;
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if (isParameter(segment)) {
      if (!part) return undefined;
    } else if (part.toLowerCase() === segment.toLowerCase()) fixed += 1;
    else return undefined;
  }
  return fixed;
}

/** The release this browser's cohort is given for an area: the canary for its cohorts, else the current one. */
export function releaseFor(registry: RegistryFile, area: string, cohort: number): RegistryRelease | undefined {
  const state = registeredAreas(registry).find(([name]) => name === area)?.[1];
  if (!state) return undefined;
  return state.canary && inCanary(cohort, state.canary.percent) ? state.canary.release : state.current;
}

/**
 * Which release and route pattern serve a page's path for a browser of this cohort, matched as the shell's
 * router does (the pattern with the most fixed segments wins, letters in any case); undefined for a path no
 * route table names. Only the pattern is kept, never the address: its parameters may be a student's own.
 */
export function servedPageAt(
  urlPath: string,
  registry: RegistryFile,
  cohort: number,
  shell: { routes: readonly RouteRow[]; version: string },
): ServedPage | undefined {
  const trimmed = urlPath.replace(/\/+$/, '') || '/';
  const parts = segmentsOf(trimmed);
  const tables: { area: FailedArea; version: string; routes: readonly RouteRow[] }[] = [
    { area: 'shell', version: shell.version, routes: shell.routes },
  ];
  for (const [area] of registeredAreas(registry)) {
    const release = releaseFor(registry, area, cohort);
    if (release?.routes) tables.push({ area, version: release.version, routes: release.routes.routes });
  }
  let best: (ServedPage & { fixed: number }) | undefined;
  for (const table of tables) {
    for (const row of table.routes) {
      const fixed = fit(row.path, parts);
      if (fixed !== undefined && (!best || fixed > best.fixed)) {
        best = { area: table.area, version: table.version, route: row.path, fixed };
      }
    }
  }
  return best && { area: best.area, version: best.version, route: best.route };
}

/** Whether a release's route table (or the shell's) names a route pattern: a beacon's route is kept only then. */
export function namesRoute(routes: readonly RouteRow[] | undefined, route: string | undefined): route is string {
  return route !== undefined && (routes ?? []).some((row) => row.path === route);
}
