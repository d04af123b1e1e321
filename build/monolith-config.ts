/**
 * The performance yardstick: the same shell with federation off. The areas'
 * pages are bundled into the shell and loaded with a plain dynamic
 * `import()`; everything else (loaders, output, preloads, the shell's code)
 * is the federated shell's own config. Four of the loader's modules (shell/src/remotes/)
 * are swapped for their monolith versions (shell/src/remotes/monolith/), which need no
 * registry, manifest or federation runtime. `npm run build:monolith` writes
 * it to `dist-monolith/`; the benches serve it with server rendering off.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ProvidedSharedPlugin } from './shell-shared.ts';
import { ChunkGroupFilesPlugin } from './plugins/start-preload.ts';
import { routeTableOf } from '../shared/registry/src/area-routes.ts';
import { areaExposes, type HostDescription, type RemoteDescription } from './app-description.ts';
import { createAppConfig } from './browser-config.ts';

const MONOLITH_AREAS = '@platform/monolith-areas';

/** The bundled areas' module: their route tables as data, and each exposed module as a dynamic import. */
function monolithAreasSource(areas: readonly RemoteDescription[]): string {
  const tables = Object.fromEntries(areas.map((area) => [area.area, routeTableOf(area.routes)]));
  const modules = areas.map((area) => {
    const entries = Object.entries(areaExposes(area)).map(
      ([expose, file]) =>
        `${JSON.stringify(expose.replace(/^\.\//, ''))}: () => import(${JSON.stringify(path.resolve(area.appDir, file))})`,
    );
    return `${JSON.stringify(area.area)}: { ${entries.join(', ')} }`;
  });
  return [
    `export const routeTables = ${JSON.stringify(tables)};`,
    `export const areaModules = { ${modules.join(', ')} };`,
    '',
  ].join('\n');
}

/** The monolith build of the shell with these areas inside it. */
export function createMonolithConfig(shell: HostDescription, areas: readonly RemoteDescription[]): Configuration {
  const config = createAppConfig(shell, 'production');
  const remotes = path.join(shell.appDir, 'src', 'remotes');
  const generated = path.join(remotes, 'monolith', 'areas.generated.js');
  return {
    ...config,
    name: 'shell-monolith',
    plugins: [
      // The monolith loads no area at runtime, so it provides no singletons either.
      ...(config.plugins ?? []).filter(
        (plugin) => !(plugin instanceof ProvidedSharedPlugin) && !(plugin instanceof ChunkGroupFilesPlugin),
      ),
      new rspack.experiments.VirtualModulesPlugin({ [generated]: monolithAreasSource(areas) }),
    ],
    resolve: {
      ...config.resolve,
      alias: {
        [MONOLITH_AREAS]: generated,
        [path.join(remotes, 'load-area-page.ts')]: path.join(remotes, 'monolith', 'load-area-page.ts'),
        [path.join(remotes, 'registry.ts')]: path.join(remotes, 'monolith', 'registry.ts'),
        [path.join(remotes, 'page-release.ts')]: path.join(remotes, 'monolith', 'page-release.ts'),
        [path.join(remotes, 'prefetch-federation.ts')]: path.join(remotes, 'monolith', 'prefetch-federation.ts'),
      },
    },
  };
}
