import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

interface Manifest {
  shared: { name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function manifests(): Manifest[] {
  const files: string[] = [];
  for (const area of readdirSync(path.join(dist, 'releases'))) {
    for (const version of readdirSync(path.join(dist, 'releases', area))) {
      files.push(path.join(dist, 'releases', area, version, 'mf-manifest.json'));
    }
  }
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

/**
 * What every release shares, read from the releases' federation manifests in dist/: each module's name, the
 * version the release was built with and the files of the release's own copy of it, if it bundled one.
 */
export function releasesShared(): { name: string; version: string; files: string[] }[] {
  return manifests().flatMap((manifest) =>
    manifest.shared.map(({ name, version, assets }) => ({
      name,
      version,
      files: [...assets.js.sync, ...assets.js.async],
    })),
  );
}

/**
 * The shell's federation runtime chunks (its build's `chunk-groups.json`): not part of any page's start,
 * downloaded with the first area page or once a page is ready and idle.
 */
export function federationRuntimeFiles(): Set<string> {
  const groups = JSON.parse(readFileSync(path.join(dist, 'shell', 'chunk-groups.json'), 'utf8')) as {
    federation: string[];
  };
  return new Set(groups.federation);
}
