/**
 * Names every chunk the shell needs at start in its index.html as a preload
 * (architecture: performance by design). Without it the browser discovers
 * them in waves: main.js, then the bootstrap chunk, then each shared library
 * the federation runtime resolves. With it they all start in the first wave.
 *
 * The set is read from the build's chunk graph, so it never goes stale:
 * - the chunks of the `bootstrap` chunk group (the shell's async boundary);
 * - the chunks the shell's providers of shared modules load. At start the
 *   shell is the only container, so with 'loaded-first' every singleton
 *   resolves to the shell's own copy. (mf-manifest.json is no guide here: it
 *   also lists the consumers' fallback chunks, which are never loaded.)
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';

const PLUGIN = 'StartChunkPreloadPlugin';

/** How Rspack names the module that registers one shared package the container provides. */
const PROVIDER = /^provide shared module /;

function scripts(group: { getFiles(): string[] }): string[] {
  return group.getFiles().filter((file) => file.endsWith('.js'));
}

function startScripts(compilation: Compilation, bootstrapGroup: string, federated: boolean): string[] {
  const bootstrap = compilation.namedChunkGroups.get(bootstrapGroup);
  if (!bootstrap)
    throw new Error(`${PLUGIN}: no chunk group named "${bootstrapGroup}"; is the magic comment still on the import?`);
  if (!federated) return scripts(bootstrap);
  const providers = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module && PROVIDER.test(origin.module.identifier())),
  );
  if (providers.length === 0) throw new Error(`${PLUGIN}: found no shared-module providers; did Rspack rename them?`);
  return [...new Set([...scripts(bootstrap), ...providers.flatMap(scripts)])];
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
  /** The webpackChunkName of the shell's `import('./bootstrap')`. */
  chunkGroup: string;
  htmlFile?: string;
  /** Whether the build provides shared modules (a federated host); the monolith yardstick has none. */
  federated?: boolean;
}

export class StartChunkPreloadPlugin {
  constructor(private readonly options: StartChunkPreloadOptions) {}

  apply(compiler: Compiler) {
    const { chunkGroup, htmlFile = 'index.html', federated = true } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // REPORT is the last stage: the HTML page exists by then.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset(htmlFile);
          if (!html) return;
          const files = startScripts(compilation, chunkGroup, federated);
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
