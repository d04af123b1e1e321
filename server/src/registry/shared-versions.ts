import semver from 'semver';
import { z } from 'zod';
import { SINGLETONS } from '@shared/registry';
import { federationManifestSchema } from './release-manifest.ts';

/** One shared module as a federation manifest lists it. */
const sharedSchema = federationManifestSchema.shape.shared.element;
type Shared = z.infer<typeof sharedSchema>;

/**
 * What the shell provides (its build's `shared-modules.json`, build/shell-shared.ts): the shared list of
 * a federation manifest. The shell is built without the federation plugin, so it has no manifest itself.
 */
export const sharedModulesSchema = z.looseObject({ shared: z.array(sharedSchema) });
export type SharedModules = z.infer<typeof sharedModulesSchema>;

function satisfies(version: string, range: Shared['requiredVersion']): boolean {
  if (range === undefined || range === false || range === '*') return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/** Whether a shared name is one of the platform's singletons (a key of SINGLETONS, or under one of its prefixes). */
function isPlatformSingleton(name: string): boolean {
  return SINGLETONS.some(({ key }) => (key.endsWith('/') ? name.startsWith(key) : name === key));
}

/**
 * Problems with a release's shared singletons against the shell's. The shell
 * loads first and provides every singleton (`loaded-first`), so the page runs
 * the shell's copy: the shell's version must satisfy what the release asks
 * for, and the release must have been built against a version the shell's
 * range accepts. A platform singleton the shell does not provide is refused
 * (the release would run its own copy); anything else the release shares
 * and the shell does not is the release's own business.
 */
export function sharedSingletonProblems(shell: SharedModules, release: SharedModules): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  for (const wanted of release.shared) {
    const host = provided.get(wanted.name);
    if (!host && isPlatformSingleton(wanted.name)) {
      problems.push(
        `${wanted.name}: the shell does not provide it, so the release would run a second copy of a platform singleton`,
      );
      continue;
    }
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
