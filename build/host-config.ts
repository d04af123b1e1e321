/**
 * The shell's part of its browser build. The shell is the only host, and a host without the federation
 * build plugin: it provides the singletons itself and loads the federation runtime with the first area
 * page (build/shell-shared.ts says why). It also writes the page: the HTML, the favicon, the Persian font.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { readPackageJson, type BuildMode, type HostDescription } from './app-description.ts';
import { ChunkGroupFilesPlugin, StartChunkPreloadPlugin } from './plugins/start-preload.ts';
import { PROVIDED_SHARED_MODULE, ProvidedSharedPlugin, providedModules } from './shell-shared.ts';

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

/** Where the shell's generated provider of singletons lives (a virtual module, never on disk). */
function providedSharedFile(appDir: string): string {
  return path.join(appDir, 'src', 'remotes', 'provided-shared.generated.js');
}

/** The shell's plugins: the singletons it provides, its page and its start chunks' preloads. */
export function hostPlugins(description: HostDescription, mode: BuildMode): NonNullable<Configuration['plugins']> {
  const pkg = readPackageJson(description.appDir);
  const font = persianFont(description.appDir);
  const plugins: NonNullable<Configuration['plugins']> = [
    new ProvidedSharedPlugin(
      providedModules(description.appDir, pkg.dependencies ?? {}, mode),
      providedSharedFile(description.appDir),
    ),
    // The shell's federation runtime only ever runs in a browser: drop the SDK's Node.js script loader, as
    // `experiments.optimization.target: 'web'` does for the areas (the shell has no federation build plugin).
    // The runtime core keeps a disabled stand-in for loading remotes and for sharing, for hosts that switch
    // either off; the shell does both, and saying so lets the build drop the stand-ins.
    new rspack.DefinePlugin({
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
      FEDERATION_OPTIMIZE_NO_SHARED: 'false',
    }),
    new rspack.HtmlRspackPlugin({
      template: path.join(description.appDir, 'index.html'),
      templateParameters: { fontUrl: `/${font.file}` },
      favicon: path.join(description.appDir, 'favicon.svg'),
      scriptLoading: 'defer',
    }),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: path.join(description.appDir, 'public') }, { from: font.source, to: font.file }],
    }),
  ];
  // In development chunks are rebuilt on every change; preloads only pay off in production.
  if (mode === 'production') {
    plugins.push(new StartChunkPreloadPlugin({ chunkGroup: 'bootstrap' }), new ChunkGroupFilesPlugin(['federation']));
  }
  return plugins;
}

/** The shell's aliases: the generated provider of singletons. */
export function hostAliases(description: HostDescription): Record<string, string> {
  return { [PROVIDED_SHARED_MODULE]: providedSharedFile(description.appDir) };
}
