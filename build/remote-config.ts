/**
 * An area's part of its browser build: a Module Federation remote that exposes its route module and
 * pages, takes every singleton from the shell, and whose every chunk is pinned by its hash.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerName } from '../shared/registry/src/areas.ts';
import { REMOTE_ENTRY_FILE } from '../shared/registry/src/release-layout.ts';
import { areaExposes, readPackageJson, repoRoot, type BuildMode, type RemoteDescription } from './app-description.ts';
import { sharedConfig } from './area-shared.ts';
import { FederationEsModulesPlugin, federationRuntimeAlias } from './plugins/federation-esm.ts';

/** The module that reloads an area's page after a hot update React cannot apply (in development builds). */
const RELOAD_WITHOUT_REFRESH = path.join(repoRoot, 'shared/registry/src/reload-without-react-refresh-entry.ts');

/** A remote build's unique name: its container name and version (`mf_quiz_1_0_1_e2e_1`). */
export function releaseUniqueName(description: RemoteDescription): string {
  const name = containerName(description.area);
  return `${name}_${readPackageJson(description.appDir).version.replace(/\W/g, '_')}`;
}

/** An area's plugins: the federation remote, and in production the chunks' hashes and a lean entry. */
export function remotePlugins(description: RemoteDescription, mode: BuildMode): NonNullable<Configuration['plugins']> {
  const development = mode === 'development';
  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name: containerName(description.area),
      manifest: true,
      dts: false,
      dev: development ? { disableLiveReload: true, disableHotTypesReload: true } : false,
      shareStrategy: 'loaded-first',
      shared: sharedConfig(
        readPackageJson(description.appDir),
        { appDir: description.appDir, installDir: repoRoot },
        mode,
      ),
      filename: REMOTE_ENTRY_FILE,
      exposes: areaExposes(description),
      // The federation runtime comes from the shell; 'web' drops the
      // runtime's Node.js loader from every entry.
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
  ];
  if (!development) {
    // Every chunk a release loads carries its SHA-384 in the entry's chunk
    // loader, so with the entry pinned by the registry's integrity (checked
    // by the shell) no byte of a release runs unverified.
    plugins.push(new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], enabled: true }));
    // The entry carries only the federation runtime code it calls (build/plugins/federation-esm.ts).
    plugins.push(new FederationEsModulesPlugin(repoRoot));
  }
  return plugins;
}

/**
 * In development, beside the dev server's client in every entry (after React Refresh's): inside the
 * production site, whose React cannot refresh, a hot update reloads the page instead of changing nothing
 * (docs/operations.md, "Overrides for teams").
 */
export function reloadWithoutRefresh(description: RemoteDescription) {
  return new rspack.EntryPlugin(description.appDir, RELOAD_WITHOUT_REFRESH, { name: undefined });
}

/** An area's aliases: in production, the federation runtime's ES modules (build/plugins/federation-esm.ts). */
export function remoteAliases(mode: BuildMode): Record<string, string> {
  return mode === 'development' ? {} : federationRuntimeAlias(repoRoot);
}
