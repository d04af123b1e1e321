/**
 * Writes an app's route table into its build as `routes.json`. A release
 * carries it so the site server can check, at promote, which URLs the
 * release serves (its prefixes must not collide with another area's, and no
 * page the site links to may go missing), and hand the table to the shell in
 * `/remotes.json` without running any of the release's code.
 */
import { rspack, type Compiler } from '@rspack/core';
import { core } from 'zod';
import {
  routeTableOf,
  shellRouteTableSchema,
  type AreaRoutes,
  type ShellRouteTable,
} from '../../shared/registry/src/area-routes.ts';
import { ROUTES_FILE } from '../../shared/registry/src/release-layout.ts';

const PLUGIN = 'RouteTablePlugin';

/** The table as JSON, checked against the contract: a bad row fails the build, not the promote. */
export function routeTableJson(table: AreaRoutes | ShellRouteTable, kind: 'area' | 'shell'): string {
  try {
    const data = kind === 'area' ? routeTableOf(table as AreaRoutes) : shellRouteTableSchema.parse(table);
    return `${JSON.stringify(data, null, 2)}\n`;
  } catch (error) {
    if (!(error instanceof core.$ZodError)) throw error;
    const problems = error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${PLUGIN}: the route table is not valid:\n${problems.join('\n')}`);
  }
}

/** Emits the (already checked) table as an asset of the build. */
export class RouteTablePlugin {
  constructor(private readonly json: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(ROUTES_FILE, new rspack.sources.RawSource(this.json)),
      );
    });
  }
}
