/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a browser build, compressed
 * once at the highest level. The site server sends them as they are (`preCompressed`, static-files.ts)
 * instead of compressing the same immutable bytes again on every request, which cost it most of its
 * throughput on scripts and let its memory grow under load. A release's copies are published, hashed and
 * checked with the rest of its files.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const PLUGIN = 'PrecompressPlugin';

/** What is worth compressing: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
/** Below this, the headers of a compressed response cost more than they save. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After every other stage (the HTML's preloads, the manifest): the copies are of the final bytes.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const bytes = asset.source.buffer();
            if (bytes.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            });
            compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(brotli));
            compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gzipSync(bytes, { level: 9 })));
          }
        },
      );
    });
  }
}
