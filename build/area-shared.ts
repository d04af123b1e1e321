/**
 * The singletons an area shares with the shell, as its federation build
 * plugin and its Node build's manifest spell them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { SINGLETONS } from '../shared/registry/src/shared-modules.ts';
import { installedVersion, providedModules } from './shell-shared.ts';

/** What the share config reads of an app's package.json. */
interface AppPackage {
  name: string;
  dependencies?: Record<string, string>;
}

/** How an area shares one singleton: production names the version it was built with and bundles no copy. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  import?: false;
  version?: string;
}

/** Whether Node finds the singletons' packages from `appDir` (a workspace of the repository does, hoisted). */
function hasInstall(appDir: string): boolean {
  try {
    createRequire(path.join(appDir, 'package.json')).resolve(SINGLETONS[0].from);
    return true;
  } catch {
    return false;
  }
}

/** The range of every singleton the app declares in its package.json's dependencies (each must be there). */
export function singletonRanges(pkg: AppPackage): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const { key, from } of SINGLETONS) {
    const range = pkg.dependencies?.[from];
    if (!range) {
      throw new Error(
        `${pkg.name}: "${from}" is a shared singleton, so it must be listed in dependencies with the version range this app needs.`,
      );
    }
    ranges[key] = range;
  }
  return ranges;
}

/**
 * Shared-module config of an area: every singleton with the range the app
 * declares, so a remote built against an incompatible major is reported by
 * the federation runtime instead of silently running two Reacts. (The shell
 * provides the same list itself: build/shell-shared.ts.)
 *
 * A production release bundles no copy of its own (`import: false`): the shell
 * provides every singleton, and promote refuses a release asking for one it
 * does not (server/src/registry/shared-versions.ts), so a fallback copy would
 * never run, yet each of its chunks cost the entry a share-scope row and a
 * SHA-384 (about 1.9 KiB gzip of a 12 KiB entry). Nothing bundled then says
 * which version the area was built with, so it is named (promote checks it
 * against the shell's range), for the sub-paths the shell provides too: a
 * prefix's version does not reach them. A dev server keeps its copies.
 *
 * The versions are those installed for `appDir`, else for `installDir` (the
 * repository's root): a release built from a copy of the app's package.json
 * elsewhere (a test's second release) has no node_modules of its own, and its
 * build resolves the packages from the repository's install as well.
 */
export function sharedConfig(
  pkg: AppPackage,
  { appDir, installDir }: { appDir: string; installDir: string },
  mode: 'production' | 'development',
): Record<string, SharedSingleton> {
  const ranges = singletonRanges(pkg);
  const shared = Object.fromEntries(
    SINGLETONS.map(({ key }): [string, SharedSingleton] => [key, { singleton: true, requiredVersion: ranges[key]! }]),
  );
  if (mode === 'development') return shared;
  const builtWith = (entry: SharedSingleton, version: string): SharedSingleton => ({
    ...entry,
    import: false,
    version,
  });
  const installed = hasInstall(appDir) ? appDir : installDir;
  const named = SINGLETONS.map(({ key, from }) => [key, builtWith(shared[key]!, installedVersion(installed, from))]);
  const subpaths = providedModules(installed, pkg.dependencies ?? {}, 'production')
    .filter(({ key }) => !(key in shared))
    .map(({ key, version, requiredVersion }) => [key, builtWith({ singleton: true, requiredVersion }, version)]);
  return Object.fromEntries([...named, ...subpaths]);
}
