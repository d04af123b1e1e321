import semver from 'semver';
import { z } from 'zod';
import { federationManifestSchema } from './release-manifest.ts';

/** One shared module as a federation manifest lists it. */
const sharedSchema = federationManifestSchema.shape.shared.element;
type Shared = z.infer<typeof sharedSchema>;

/**
 * What the shell provides (its build's `shared-modules.json`, rspack-shell-shared.ts): the shared list of
 * a federation manifest. The shell is built without the federation plugin, so it has no manifest itself.
 */
export const sharedModulesSchema = z.looseObject({ shared: z.array(sharedSchema) });
export type SharedModules = z.infer<typeof sharedModulesSchema>;

function satisfies(version: string, range: Shared['requiredVersion']): boolean {
  if (range === undefined || range === false || range === '*') return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * Problems with a release's shared singletons against the shell's. The shell
 * loads first and provides every singleton (`loaded-first`), so the page runs
 * the shell's copy: the shell's version must satisfy what the release asks
 * for, and the release must have been built against a version the shell's
 * range accepts. A singleton the shell does not share is the release's own
 * business and is not checked.
 */
export function sharedSingletonProblems(shell: SharedModules, release: SharedModules): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  for (const wanted of release.shared) {
    const host = provided.get(wanted.name);
    if (!host || !(wanted.singleton || host.singleton)) continue;
    if (!satisfies(host.version, wanted.requiredVersion)) {
      problems.push(
        `${wanted.name}: the release requires ${String(wanted.requiredVersion)} but the shell provides ${host.version}`,
      );
    } else if (!satisfies(wanted.version, host.requiredVersion)) {
      problems.push(
        `${wanted.name}: the release was built with ${wanted.version}, outside the shell's range ${String(host.requiredVersion)}`,
      );
    }
  }
  return problems;
}
