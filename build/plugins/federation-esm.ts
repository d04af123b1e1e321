/**
 * Builds a remote's federation runtime from the ES-module files of the
 * `@module-federation/*` packages instead of their CommonJS twins.
 *
 * Rspack's federation plugin finds the bundler runtime with Node's
 * `require.resolve`, so every remote entry used to start from
 * `webpack-bundler-runtime/dist/index.cjs` and pull the SDK, the runtime and
 * the error texts in as CommonJS, which cannot be tree-shaken: a third of
 * each `remoteEntry.js` was code the entry never calls (manifest snapshots,
 * the Node loader, the logger). Each of those packages ships the same code as
 * ES modules beside it (`x.cjs` → `x.js`, or `x.mjs` for the error codes);
 * resolving to those lets the production build drop what is unused
 * (docs/architecture.md, "The remote entry").
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** The error texts of the federation runtime's error codes, as the ES-module index of that package imports them. */
const ERROR_TEXTS = /^\.[\\/]desc\.mjs$/;
const ERROR_CODES_DIST = /[\\/]@module-federation[\\/]error-codes[\\/]dist$/;

/**
 * The remote entry's stand-in for those texts: no text, so the runtime's few errors read as their code and
 * the link to its page in the federation docs (`#RUNTIME-009 View the docs…`). They are messages for
 * developers, in the console; the shell's runtime keeps the full ones. Half a KiB gzip of every entry.
 */
export const ERROR_TEXTS_STAND_IN = 'build/plugins/federation-error-texts.mjs';

/** A CommonJS file inside the dist folder of one of the federation runtime's packages. */
const FEDERATION_COMMONJS = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The ES-module twin of a federation package's CommonJS file, if the package ships one. */
export function esModuleTwin(commonJsFile: string): string | undefined {
  const stem = commonJsFile.slice(0, -'.cjs'.length);
  return [`${stem}.js`, `${stem}.mjs`].find((candidate) => existsSync(candidate));
}

/**
 * Swaps a federation `.cjs` request for its ES-module twin. It acts on the request, before resolution: a
 * module's type (CommonJS or ES module) follows from the resolved name, so swapping the resolved file
 * afterwards would parse ES-module code as CommonJS. The twin's own imports then resolve through the
 * packages' `import` condition by themselves.
 */
export class FederationEsModulesPlugin {
  /** `repoRoot`: the folder of the error texts' stand-in. */
  constructor(private readonly repoRoot: string) {}

  apply(compiler: Compiler): void {
    // Through the compiler's own rspack, so this file loads without it (its tests run in jest).
    new compiler.rspack.NormalModuleReplacementPlugin(FEDERATION_COMMONJS, (resolveData) => {
      const twin = FEDERATION_COMMONJS.test(resolveData.request) ? esModuleTwin(resolveData.request) : undefined;
      if (twin) resolveData.request = twin;
    }).apply(compiler);
    new compiler.rspack.NormalModuleReplacementPlugin(ERROR_TEXTS, (resolveData) => {
      if (ERROR_CODES_DIST.test(resolveData.context ?? ''))
        resolveData.request = path.join(this.repoRoot, ERROR_TEXTS_STAND_IN);
    }).apply(compiler);
  }
}

/**
 * Rspack's federation plugin also aliases `@module-federation/runtime` to the CommonJS file it resolved; an
 * alias of the same key in the build's own config takes its place (the plugin spreads the config's aliases
 * over its own). Resolved from the folder of the federation plugin's install (the repository's root), as the
 * plugin does: an app built from a copy elsewhere (a test's release) has no node_modules of its own.
 */
export function federationRuntimeAlias(installDir: string): Record<string, string> {
  const require = createRequire(path.join(installDir, 'package.json'));
  const commonJs = require.resolve('@module-federation/runtime', {
    paths: [require.resolve('@module-federation/runtime-tools')],
  });
  const twin = esModuleTwin(commonJs);
  return twin ? { '@module-federation/runtime': twin } : {};
}
