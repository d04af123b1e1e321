import { ROUTES_FILE, areaRouteTableSchema, type AreaRouteTable, type RemotesDocument } from '@shared/registry';
import type { Candidate } from './area-releases.ts';

/**
 * The route table a developer's override serves (`routes.json` beside its manifest), or undefined when it
 * cannot be read: the area is then routed by its registered release, as before.
 */
async function overrideRouteTable(override: Candidate): Promise<AreaRouteTable | undefined> {
  try {
    const response = await fetch(new URL(ROUTES_FILE, override.manifestUrl), {
      credentials: 'omit',
      cache: 'no-cache',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const table = areaRouteTableSchema.safeParse(await response.json());
    if (!table.success) throw new Error(table.error.message);
    return table.data;
  } catch (error) {
    console.warn(`override of ${override.area}: no route table at ${override.manifestUrl} (${String(error)})`);
    return undefined;
  }
}

/**
 * The registry with each overridden area routed by its dev server's own table, so a page the developer has
 * just added opens in the production site (docs/operations.md, "Overrides for teams"). The table replaces
 * only the routes: which code runs is the override's already (area-releases.ts).
 */
export async function withOverrideRoutes(
  document: RemotesDocument,
  overrides: readonly Candidate[],
): Promise<RemotesDocument> {
  if (overrides.length === 0) return document;
  const areas = { ...document.areas };
  const tables = await Promise.all(overrides.map(overrideRouteTable));
  overrides.forEach(({ area, manifestUrl, version }, index) => {
    const routes = tables[index];
    if (routes) areas[area] = { ...(areas[area] ?? { version, entry: manifestUrl }), routes };
  });
  return { ...document, areas };
}
