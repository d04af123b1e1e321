/**
 * Names every chunk the shell needs at start in its index.html as a preload
 * (architecture: performance by design). Without it the browser discovers
 * them in waves: main.js, then the bootstrap chunk and the chunks it needs.
 * With it they all start in the first wave.
 *
 * The set is the `bootstrap` chunk group (the shell's async boundary), read
 * from the build's chunk graph, so it never goes stale. The shared
 * singletons need no preload: the shell provides them eagerly, inside
 * main.js (build/browser-config.ts).
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { CHUNK_GROUPS_FILE } from '../../shared/registry/src/release-layout.ts';

const PLUGIN = 'StartChunkPreloadPlugin';

function scripts(group: { getFiles(): string[] }): string[] {
  return group.getFiles().filter((file) => file.endsWith('.js'));
}

function startScripts(compilation: Compilation, bootstrapGroup: string): string[] {
  const bootstrap = compilation.namedChunkGroups.get(bootstrapGroup);
  if (!bootstrap)
    throw new Error(`${PLUGIN}: no chunk group named "${bootstrapGroup}"; is the magic comment still on the import?`);
  return scripts(bootstrap);
}

/**
 * `<link rel=preload>` tags. The chunk loader adds `crossorigin` only to a
 * script of another origin; a preload must match the request's credentials
 * mode or the browser downloads the file twice.
 */
function preloadTags(files: readonly string[], publicPath: string, crossOrigin: string | false): string {
  const otherOrigin = /^(https?:)?\/\//.test(publicPath);
  const cors = otherOrigin && crossOrigin ? ` crossorigin="${crossOrigin}"` : '';
  return files.map((file) => `<link rel="preload" href="${publicPath}${file}" as="script"${cors}>`).join('');
}

export interface StartChunkPreloadOptions {
  /** The webpackChunkName of the shell's `import('../../bootstrap')`. */
  chunkGroup: string;
  htmlFile?: string;
}

export class StartChunkPreloadPlugin {
  constructor(private readonly options: StartChunkPreloadOptions) {}

  apply(compiler: Compiler) {
    const { chunkGroup, htmlFile = 'index.html' } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // REPORT is the last stage: the HTML page exists by then.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset(htmlFile);
          if (!html) return;
          const files = startScripts(compilation, chunkGroup);
          const { publicPath, crossOriginLoading } = compilation.outputOptions;
          const tags = preloadTags(
            files,
            typeof publicPath === 'string' ? publicPath : '/',
            crossOriginLoading ?? false,
          );
          const page = html.source.source().toString();
          if (!page.includes('</head>')) throw new Error(`${PLUGIN}: ${htmlFile} has no </head>`);
          compilation.updateAsset(htmlFile, new rspack.sources.RawSource(page.replace('</head>', `${tags}</head>`)));
        },
      );
    });
  }
}

/** The file the shell's build lists its on-demand chunk groups in, for the site server. */

/**
 * Writes `chunk-groups.json`: the script URLs of some of the shell's on-demand chunk groups. The site server
 * preloads the `federation` group (the federation runtime, shell/src/remotes/federation.ts) in a
 * server-rendered area page, so the runtime arrives with the area's own scripts rather than after the
 * shell has started and asked for it.
 */
export class ChunkGroupFilesPlugin {
  constructor(private readonly groups: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { publicPath } = compilation.outputOptions;
          const prefix = typeof publicPath === 'string' ? publicPath : '/';
          const files = Object.fromEntries(
            this.groups.map((name) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`ChunkGroupFilesPlugin: no chunk group named "${name}"`);
              return [name, scripts(group).map((file) => `${prefix}${file}`)];
            }),
          );
          compilation.emitAsset(CHUNK_GROUPS_FILE, new rspack.sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
        },
      );
    });
  }
}
