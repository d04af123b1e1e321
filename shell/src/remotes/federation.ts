import { init, type ModuleFederation } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { providedShared } from '@platform/provided-shared';
import federationRuntimePlugin from './federation-runtime-plugin.ts';

/**
 * The page's federation runtime, created when the first area page (or its preload) needs it, or once the
 * page is ready and idle. This module is loaded on demand (area-releases.ts), so no page's first load
 * includes the runtime.
 *
 * It gets what the federation build plugin would have set up in a host (build/shell-shared.ts):
 * - the shell's own singletons, which every area then uses (`loaded-first`);
 * - the runtime core, published for the areas, which are built without their own copy (`externalRuntime`);
 * - the shell's transport and trust rules (federation-runtime-plugin.ts).
 */
export function startFederation(): ModuleFederation {
  return init({
    name: 'shell',
    remotes: [],
    shared: providedShared,
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), federationRuntimePlugin()],
  });
}
