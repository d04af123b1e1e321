/**
 * Every app's browser build: its Rspack + Module Federation config.
 *
 * Each app's `rspack.config.ts` describes itself (host or remote, what it
 * exposes) and calls `createAppConfigs` (rspack-server.ts), which makes this
 * build with `createAppConfig` and the app's Node build beside it; everything
 * else (loaders, output layout, the federation options the platform relies
 * on) is decided here once.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { containerName, type AreaName } from './shared/registry/src/areas.ts';
import { SINGLETONS } from './shared/registry/src/shared-modules.ts';
import type { AreaRoutes, ShellRouteTable } from './shared/registry/src/area-routes.ts';
import { RouteTablePlugin, routeTableJson } from './rspack-route-table.ts';
import { scriptRule } from './rspack-script-rule.ts';
import { PrecompressPlugin } from './rspack-precompress.ts';
import { PROVIDED_SHARED_MODULE, ProvidedSharedPlugin, providedModules } from './rspack-shell-shared.ts';
import { sharedConfig } from './rspack-area-shared.ts';
import { ChunkGroupFilesPlugin, StartChunkPreloadPlugin } from './rspack-start-preload.ts';
import { FederationEsModulesPlugin, federationRuntimeAlias } from './rspack-federation-esm.ts';
import { devServerConfig } from './rspack-dev-server.ts';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** The module that reloads an area's page after a hot update React cannot apply (in development builds). */
const RELOAD_WITHOUT_REFRESH = path.join(repoRoot, 'shared/registry/src/reload-without-react-refresh-entry.ts');

export { SINGLETONS };

export type BuildMode = 'production' | 'development';

interface AppBase {
  /** Absolute path of the app's folder (the one holding its package.json). */
  appDir: string;
  /** Port of the app's dev server. */
  devPort: number;
}

/** The shell: the only host, the one that owns the page. */
export interface HostDescription extends AppBase {
  kind: 'host';
  /** The shell's own pages and the area pages its menus link to. */
  routes: ShellRouteTable;
}

/** A remote: one area that exposes its route module and the pages it names. */
export interface RemoteDescription extends AppBase {
  kind: 'remote';
  area: AreaName;
  /** The area's route module (`src/routes.ts`): the pages it exposes and the URLs they answer. */
  routes: AreaRoutes;
  /** Exposes besides (or instead of) the ones the routes imply; a test build swaps a page with it. */
  exposes?: Record<string, string>;
}

export type AppDescription = HostDescription | RemoteDescription;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The self-hosted Persian font: Vazirmatn's variable, non-Latin woff2 (48 KB
 * for every weight). Its name carries a content hash so it is cached forever.
 */
function persianFont(appDir: string) {
  const source = createRequire(path.join(appDir, 'package.json')).resolve(
    'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2',
  );
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  return { source, file: `fonts/vazirmatn-nl.${hash}.woff2` };
}

/** A remote build's unique name: its container name and version (`mf_quiz_1_0_1_e2e_1`). */
function releaseUniqueName(name: string, description: RemoteDescription): string {
  return `${name}_${readPackageJson(description.appDir).version.replace(/\W/g, '_')}`;
}

/** Where a production build of the app is written. Releases never share a folder. */
export function outputDirectory(description: AppDescription): string {
  // DIST_DIR lets parallel builds (tests, experiments) write elsewhere.
  const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
  if (description.kind === 'host') return path.join(dist, 'shell');
  const { version } = readPackageJson(description.appDir);
  return path.join(dist, 'releases', description.area, version);
}

/**
 * What a remote exposes: its route module and, for every page its routes
 * name, `./<Page>` from `src/pages/<Page>.tsx`. Deriving them keeps the route
 * table the one list of an area's pages.
 */
export function areaExposes(description: RemoteDescription): Record<string, string> {
  const pages = [...new Set(description.routes.routes.map((route) => route.page))];
  return {
    './routes': './src/routes.ts',
    ...Object.fromEntries(pages.map((page) => [`./${page}`, `./src/pages/${page}.tsx`])),
    ...description.exposes,
  };
}

/** Where the shell's generated provider of singletons lives (a virtual module, never on disk). */
function providedSharedFile(appDir: string): string {
  return path.join(appDir, 'src', 'remotes', 'provided-shared.generated.js');
}

/** Whether a file of a build folder belongs to its Node build (`server/`), which the browser build must not clean. */
function isInServerFolder(folder: string, file: string): boolean {
  return path.relative(folder, file).split(path.sep)[0] === 'server';
}

/** Builds the full Rspack configuration of one app. */
export function createAppConfig(description: AppDescription, mode: BuildMode): Configuration {
  const pkg = readPackageJson(description.appDir);
  const development = mode === 'development';
  const isHost = description.kind === 'host';
  const name = isHost ? 'shell' : containerName(description.area);

  // The shell is a host without the federation build plugin: it provides the singletons itself and loads
  // the federation runtime with the first area page (rspack-shell-shared.ts says why).
  const federation = isHost
    ? new ProvidedSharedPlugin(
        providedModules(description.appDir, pkg.dependencies ?? {}, mode),
        providedSharedFile(description.appDir),
      )
    : new ModuleFederationPlugin({
        name,
        manifest: true,
        dts: false,
        dev: development ? { disableLiveReload: true, disableHotTypesReload: true } : false,
        shareStrategy: 'loaded-first',
        shared: sharedConfig(pkg, { appDir: description.appDir, installDir: repoRoot }, mode),
        filename: 'remoteEntry.js',
        exposes: areaExposes(description),
        // The federation runtime comes from the shell; 'web' drops the
        // runtime's Node.js loader from every entry.
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      });

  const plugins: Configuration['plugins'] = [
    federation,
    new RouteTablePlugin(routeTableJson(description.routes, isHost ? 'shell' : 'area')),
  ];
  if (isHost) {
    const font = persianFont(description.appDir);
    plugins.push(
      // The shell's federation runtime only ever runs in a browser: drop the SDK's Node.js script loader, as
      // `experiments.optimization.target: 'web'` does for the areas (the shell has no federation build plugin).
      new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new rspack.HtmlRspackPlugin({
        template: path.join(description.appDir, 'index.html'),
        templateParameters: { fontUrl: `/${font.file}` },
        favicon: path.join(description.appDir, 'favicon.svg'),
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(description.appDir, 'public') }, { from: font.source, to: font.file }],
      }),
    );
    // In development chunks are rebuilt on every change; preloads only pay off in production.
    if (!development) {
      plugins.push(new StartChunkPreloadPlugin({ chunkGroup: 'bootstrap' }), new ChunkGroupFilesPlugin(['federation']));
    }
  }
  if (!isHost && !development) {
    // Every chunk a release loads carries its SHA-384 in the entry's chunk
    // loader, so with the entry pinned by the registry's integrity (checked
    // by the shell) no byte of a release runs unverified.
    plugins.push(new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], enabled: true }));
    // The entry carries only the federation runtime code it calls (rspack-federation-esm.ts).
    plugins.push(new FederationEsModulesPlugin(repoRoot));
  }
  if (development) plugins.push(new ReactRefreshRspackPlugin());
  else plugins.push(new PrecompressPlugin());
  if (development && !isHost) {
    // Beside the dev server's client in every entry: inside the production site, whose React cannot refresh,
    // a hot update reloads the page instead of changing nothing (docs/operations.md, "Overrides for teams").
    plugins.push(new rspack.EntryPlugin(description.appDir, RELOAD_WITHOUT_REFRESH, { name: undefined }));
  }

  return {
    name,
    mode,
    context: description.appDir,
    target: ['web', 'es2022'],
    // A remote has no page of its own: its only entry is the container. In development the shell first lets
    // the areas' React Refresh find the page's React (shell/src/dev/share-react-renderer.ts).
    entry: isHost
      ? { main: development ? ['./src/dev/share-react-renderer.ts', './src/index.ts'] : './src/index.ts' }
      : {},
    // Production maps are written for ops (stack traces, debugging a release) but not linked from the scripts:
    // the site server does not serve them unless SERVE_SOURCE_MAPS says so (docs/operations.md, "Source maps").
    devtool: development ? 'cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: outputDirectory(description),
      // The global a build's chunks register in (`self.webpackChunk<uniqueName>`) is per release: a page
      // that fails to load one release of an area and falls back to another has loaded chunks of both, and
      // two builds sharing one registry read each other's chunks by id (a crash instead of the fallback).
      uniqueName: description.kind === 'host' ? name : releaseUniqueName(name, description),
      // 'auto' lets a release be served from any folder or CDN: the runtime
      // derives chunk URLs from the manifest's own URL.
      publicPath: isHost ? '/' : 'auto',
      filename: development ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      // The Node build (rspack-server.ts) writes into server/ of the same folder, in the same run.
      clean: { keep: (file: string) => isInServerFolder(outputDirectory(description), file) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: isHost
        ? { [PROVIDED_SHARED_MODULE]: providedSharedFile(description.appDir) }
        : development
          ? {}
          : federationRuntimeAlias(repoRoot),
    },
    module: {
      rules: [
        scriptRule(mode),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|webp|svg|mp4)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    performance: { hints: false },
    // publicPath 'auto' is deliberate (see output.publicPath); the manifest
    // plugin's notice about it is not a problem to report on every build.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    devServer: devServerConfig(description.devPort, isHost),
  };
}

/** Reads `--mode` the way the rspack CLI passes it, defaulting to production. */
export function modeFromArgv(argv: { mode?: string } | undefined): BuildMode {
  return argv?.mode === 'development' ? 'development' : 'production';
}
