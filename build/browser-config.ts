/**
 * Every app's browser build: what the shell's and the areas' builds share (loaders, output layout, source
 * maps, the route table, precompression), with each one's own part from host-config.ts or remote-config.ts.
 * Each app's `rspack.config.ts` describes itself and calls `createAppConfigs` (build/app-configs.ts), which
 * makes this build and the app's Node build beside it.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { containerName } from '../shared/registry/src/areas.ts';
import { outputDirectory, type AppDescription, type BuildMode } from './app-description.ts';
import { devServerConfig } from './dev-server.ts';
import { hostAliases, hostPlugins } from './host-config.ts';
import { PrecompressPlugin } from './plugins/precompress.ts';
import { RouteTablePlugin, routeTableJson } from './plugins/route-table.ts';
import { releaseUniqueName, reloadWithoutRefresh, remoteAliases, remotePlugins } from './remote-config.ts';
import { scriptRule } from './script-rule.ts';

/** Whether a file of a build folder belongs to its Node build (`server/`), which the browser build must not clean. */
function isInServerFolder(folder: string, file: string): boolean {
  return path.relative(folder, file).split(path.sep)[0] === 'server';
}

/** Builds the full Rspack configuration of one app: what host and remote share, and each one's part. */
export function createAppConfig(description: AppDescription, mode: BuildMode): Configuration {
  const development = mode === 'development';
  const isHost = description.kind === 'host';
  const name = isHost ? 'shell' : containerName(description.area);
  const plugins: Configuration['plugins'] = [
    ...(isHost ? hostPlugins(description, mode) : remotePlugins(description, mode)),
    new RouteTablePlugin(routeTableJson(description.routes, isHost ? 'shell' : 'area')),
    development ? new ReactRefreshRspackPlugin() : new PrecompressPlugin(),
  ];
  if (development && !isHost) plugins.push(reloadWithoutRefresh(description));

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
      uniqueName: isHost ? name : releaseUniqueName(description),
      // 'auto' lets a release be served from any folder or CDN: the runtime
      // derives chunk URLs from the manifest's own URL.
      publicPath: isHost ? '/' : 'auto',
      filename: development ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      // The Node build (build/node-config.ts) writes into server/ of the same folder, in the same run.
      clean: { keep: (file: string) => isInServerFolder(outputDirectory(description), file) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: isHost ? hostAliases(description) : remoteAliases(mode),
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
