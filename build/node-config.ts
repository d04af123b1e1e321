/**
 * The Node build of an app: the same pages as its browser build, compiled
 * for the site server to render (docs/architecture.md, "Server rendering").
 *
 * It is one CommonJS file, `server/render.js`, inside the app's build folder,
 * so a release carries it wherever the release goes (publish, pin, promote).
 * The modules that must be one instance per page in the browser (the
 * federation's singletons) are left out of it: the site server hands each
 * loaded build its own copies of them, as the federation's share scope does
 * in the browser. `server/server-manifest.json` records the ranges the build
 * was made for, which promote checks against the server's versions.
 */
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { SINGLETONS } from '../shared/registry/src/shared-modules.ts';
import {
  areaExposes,
  outputDirectory,
  readPackageJson,
  type AppDescription,
  type RemoteDescription,
} from './app-description.ts';
import { singletonRanges } from './area-shared.ts';
import { scriptRule } from './script-rule.ts';
import { PROVIDED_SHARED_MODULE } from './shell-shared.ts';
import { NODE_BUILD_BUNDLE, NODE_BUILD_DIR, NODE_BUILD_MANIFEST } from '../shared/registry/src/release-layout.ts';

/**
 * Modules the server provides besides the singletons: DOMPurify needs a DOM,
 * which the server builds once per loaded release (jsdom), and React's
 * server renderer is the server's own.
 */
const SERVER_PROVIDED = ['dompurify', 'react-dom/server'];

function isProvidedByServer(request: string): boolean {
  if (SERVER_PROVIDED.includes(request)) return true;
  return SINGLETONS.some(({ key }) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/**
 * The entry of an area's Node build: its route module and every page it
 * names, by name, from the same files the browser build exposes.
 */
function areaServerEntry(description: RemoteDescription): string {
  const exposes = areaExposes(description);
  const file = (expose: string) => JSON.stringify(path.resolve(description.appDir, exposes[expose]!));
  const pages = [...new Set(description.routes.routes.map((route) => route.page))];
  return [
    `export { routes } from ${file('./routes')};`,
    ...pages.map((page) => `import ${page} from ${file(`./${page}`)};`),
    `export const pages = { ${pages.join(', ')} };`,
    '',
  ].join('\n');
}

/** Emits the server manifest: which shared modules, at which ranges. */
class ServerManifestPlugin {
  constructor(private readonly json: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(NODE_BUILD_MANIFEST, new rspack.sources.RawSource(this.json)),
      );
    });
  }
}

/** Builds the Rspack configuration of an app's Node build (production only). */
export function createServerConfig(description: AppDescription): Configuration {
  const pkg = readPackageJson(description.appDir);
  const isHost = description.kind === 'host';
  const entryFile = path.join(description.appDir, 'server-entry.generated.ts');
  const shared = singletonRanges(pkg);
  const manifest = { name: pkg.name, version: pkg.version, bundle: NODE_BUILD_BUNDLE, shared };
  const plugins: Configuration['plugins'] = [new ServerManifestPlugin(`${JSON.stringify(manifest, null, 2)}\n`)];
  if (!isHost) {
    plugins.push(new rspack.experiments.VirtualModulesPlugin({ [entryFile]: areaServerEntry(description) }));
  }
  return {
    name: `${isHost ? 'shell' : description.area}-server`,
    mode: 'production',
    context: description.appDir,
    target: 'node20',
    entry: { render: isHost ? './src/server/render-page.tsx' : entryFile },
    devtool: false,
    output: {
      path: path.join(outputDirectory(description), NODE_BUILD_DIR),
      filename: NODE_BUILD_BUNDLE,
      library: { type: 'commonjs2' },
      // One file: the server loads it whole, checks its hash, and drops it whole.
      asyncChunks: false,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => callback(undefined, request && isProvidedByServer(request) ? request : undefined),
    ],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The server renders areas from their Node builds and never starts the browser's federation runtime,
      // so the singletons the shell provides to it in the browser are not part of the Node build.
      ...(isHost ? { alias: { [PROVIDED_SHARED_MODULE]: false as const } } : {}),
    },
    module: {
      rules: [
        scriptRule('production'),
        // Style sheets reach the page through the browser build; on the server an import of one is inert text.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins,
    performance: { hints: false },
  };
}
