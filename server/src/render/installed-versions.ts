import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_PACKAGES } from '@shared/registry';

const serverRequire = createRequire(import.meta.url);

export { SHARED_PACKAGES };

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
