/**
 * The areas a monolith build bundles (build/monolith-config.ts writes this module
 * at build time; only the shell's monolith modules import it).
 */
declare module '@platform/monolith-areas' {
  import type { AreaName, AreaRouteTable } from '@shared/registry';

  /** Each area's route table, as its release would carry it in routes.json. */
  export const routeTables: Partial<Record<AreaName, AreaRouteTable>>;
  /** Each area's exposed modules (`routes` and its pages), loaded with a plain dynamic import. */
  export const areaModules: Partial<Record<AreaName, Record<string, () => Promise<unknown>>>>;
}
