import type { RouteRow, ShellRouteTable } from '@shared/registry';
import { registeredAreas, type RegistryFile } from '../registry/registry-file.ts';

const listed = (route: RouteRow) => route.sitemap === true && !route.guard && !route.path.includes(':');

/**
 * The fixed pages the sitemap lists: those the shell and each area's current
 * release mark `sitemap` in their route tables (public pages with no
 * parameter). An area that adds such a page lists it with its release; the
 * server knows no page names of its own.
 */
export function listedPages(registry: RegistryFile, shell: ShellRouteTable): string[] {
  const areaRows = registeredAreas(registry).flatMap(([, state]) => state.current.routes?.routes ?? []);
  return [...new Set([...shell.routes, ...areaRows].filter(listed).map((route) => route.path))];
}
