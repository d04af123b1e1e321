/**
 * How the shell provides the federation's singletons without Module Federation's build plugin.
 *
 * With the plugin, the federation runtime (about 26 KiB gzip) is part of the shell's start-up code, so
 * every page's first load pays for it, the home page included, which loads no area. Instead the shell is
 * built like any single-page app, and the runtime is a chunk of its own (`shell/src/remotes/federation.ts`),
 * loaded by the first area page or once a page is ready and idle, and handed the shell's own copies of the
 * singletons. This file writes the two things the plugin
 * wrote for that:
 * - a module listing each singleton with its version, its range and a getter of the shell's copy
 *   (`@platform/provided-shared`, generated at build time);
 * - `shared-modules.json`, the same list for the site server, whose promote checks that a release's
 *   singletons fit the shell's (server/src/registry/shared-versions.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { SINGLETONS } from '../shared/registry/src/shared-modules.ts';
import { SHARED_MODULES_FILE } from '../shared/registry/src/release-layout.ts';

/** The import name of the generated module (types/provided-shared.d.ts). */
export const PROVIDED_SHARED_MODULE = '@platform/provided-shared';
/** The shell's list of provided singletons, in its build folder. */

/**
 * The sub-paths of each shared prefix that areas may import in the browser, and the shell provides. An area
 * importing another one would run its own copy; promote refuses such a release (shared-versions.ts). A
 * prefix added to SINGLETONS must be listed here (the build stops otherwise).
 */
const BROWSER_SUBPATHS: Record<string, { production: string[]; development: string[] }> = {
  // JSX's runtime, which every compiled component imports; the development one, which an area's dev server
  // imports, in production too, as a stand-in (below).
  'react/': {
    production: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
    development: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  },
  // `react-dom/client` is the shell's alone (it owns the root); `react-dom/server` is the site server's.
  'react-dom/': { production: [], development: [] },
  // `@shared/router/server` renders on the site server only.
  '@shared/router/': { production: [], development: [] },
};

/**
 * Shared keys a production shell provides with a module of its own instead of the package's. An area's dev
 * server, loaded into the production site through an override, compiles JSX for React's development runtime,
 * which crashes against the shell's production React; the stand-in makes the same elements with the
 * production runtime (shell/src/remotes/jsx-dev-runtime-stand-in.ts).
 */
const PRODUCTION_STAND_INS: Record<string, string> = {
  'react/jsx-dev-runtime': path.join('src', 'remotes', 'jsx-dev-runtime-stand-in.ts'),
};

/** One singleton the shell provides. */
export interface ProvidedModule {
  key: string;
  /** The module the shell imports for it, when not the key itself: an absolute path. */
  source?: string;
  /** The installed version of the package it comes from. */
  version: string;
  /** The range the shell's package.json asks for. */
  requiredVersion: string;
}

/** The version of a package as installed for `appDir`, read from its package.json (found beside its entry). */
export function installedVersion(appDir: string, pkg: string): string {
  let dir = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve(pkg));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === pkg && manifest.version) return manifest.version;
  }
  throw new Error(`cannot find the installed version of ${pkg} for ${appDir}`);
}

/** Every singleton the shell provides, with the shell's ranges (`dependencies` of its package.json). */
export function providedModules(
  appDir: string,
  dependencies: Record<string, string>,
  mode: 'production' | 'development',
): ProvidedModule[] {
  return SINGLETONS.flatMap(({ key, from }) => {
    const requiredVersion = dependencies[from];
    if (!requiredVersion) {
      throw new Error(`shell: "${from}" is a shared singleton, so it must be listed in dependencies.`);
    }
    const subpaths = BROWSER_SUBPATHS[key];
    if (key.endsWith('/') && !subpaths) {
      throw new Error(`build/shell-shared.ts: list the sub-paths of "${key}" the shell provides in BROWSER_SUBPATHS.`);
    }
    const keys = key.endsWith('/') ? subpaths![mode] : [key];
    const version = installedVersion(appDir, from);
    return keys.map((each) => {
      const standIn = mode === 'production' ? PRODUCTION_STAND_INS[each] : undefined;
      return { key: each, version, requiredVersion, ...(standIn ? { source: path.join(appDir, standIn) } : {}) };
    });
  });
}

/**
 * The generated module. Each getter returns the namespace the shell's own code imports: the same
 * resolution (the ESM condition, not `require`'s, which would be a second copy of a dual package), and
 * whole, so no export an area may use is tree-shaken away.
 */
export function providedSharedSource(modules: readonly ProvidedModule[]): string {
  const imports = modules.map(
    ({ key, source }, index) => `import * as shared${index} from ${JSON.stringify(source ?? key)};`,
  );
  const entries = modules.map(
    ({ key, version, requiredVersion }, index) =>
      `  ${JSON.stringify(key)}: { version: ${JSON.stringify(version)}, ` +
      `shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(requiredVersion)} }, ` +
      `lib: () => shared${index} },`,
  );
  return [
    '// Generated by build/shell-shared.ts: the singletons the shell provides to areas.',
    ...imports,
    `export const providedShared = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
}

/** `shared-modules.json`: what the shell provides, in the shape of a federation manifest's `shared` list. */
export function sharedModulesJson(modules: readonly ProvidedModule[]): string {
  const shared = modules.map(({ key, version, requiredVersion }) => ({
    name: key,
    version,
    requiredVersion,
    singleton: true,
  }));
  return `${JSON.stringify({ name: 'shell', shared }, null, 2)}\n`;
}

const PLUGIN = 'ProvidedSharedPlugin';

/** Generates the provider module and emits `shared-modules.json`. */
export class ProvidedSharedPlugin {
  constructor(
    private readonly modules: readonly ProvidedModule[],
    private readonly generatedFile: string,
  ) {}

  apply(compiler: Compiler): void {
    // Through the compiler's own rspack, so this file loads without it (its tests run in jest).
    const { rspack } = compiler;
    new rspack.experiments.VirtualModulesPlugin({
      [this.generatedFile]: providedSharedSource(this.modules),
    }).apply(compiler);
    const json = sharedModulesJson(this.modules);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(SHARED_MODULES_FILE, new rspack.sources.RawSource(json)),
      );
    });
  }
}
