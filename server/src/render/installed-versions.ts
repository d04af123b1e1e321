import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const serverRequire = createRequire(import.meta.url);

/** The packages the server shares with every Node build (share-scope.ts): the federation's singletons. */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  'jotai',
  '@tanstack/react-query',
  '@shared/event-bus',
  '@shared/ui',
] as const;

/** The package a module request belongs to (`react` for `react/jsx-runtime`). */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The version of a package the server has installed (read from its package.json beside its entry). */
export function installedVersion(pkg: string): string | undefined {
  let dir: string;
  try {
    dir = path.dirname(serverRequire.resolve(pkg));
  } catch {
    return undefined;
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === pkg) return manifest.version;
  }
  return undefined;
}
