import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
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
 * File names of every release's own copy of a shared package (its fallback,
 * for a page without the shell's), read from the releases' federation
 * manifests in dist/. The shell's copy is in its own bundle.
 */
export function sharedChunkFiles(packageName: string): Set<string> {
  const files = new Set<string>();
  for (const manifest of manifests()) {
    for (const shared of manifest.shared.filter((entry) => entry.name === packageName)) {
      for (const file of shared.assets.js.sync) files.add(file);
    }
  }
  return files;
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

/** Every module the releases share (their manifests' `shared` names). */
export function sharedModuleNames(): Set<string> {
  return new Set(manifests().flatMap((manifest) => manifest.shared.map((entry) => entry.name)));
}
