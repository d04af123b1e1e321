import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { sha384Integrity } from '../registry/integrity.ts';
import { createBuildRequire } from './share-scope.ts';
import { NODE_BUILD_BUNDLE, NODE_BUILD_DIR, NODE_BUILD_MANIFEST } from '@shared/registry';

/** The Node build's file inside an app's build folder (build/node-config.ts). */
export const NODE_BUILD_FILE = path.join(NODE_BUILD_DIR, NODE_BUILD_BUNDLE);
/** What the Node build was made against: shared modules and their ranges. */
export const NODE_BUILD_MANIFEST_FILE = path.join(NODE_BUILD_DIR, NODE_BUILD_MANIFEST);

/** Raised when a Node build's bytes are not the ones pinned for it. */
export class NodeBuildTamperedError extends Error {
  constructor(file: string) {
    super(`${file} does not match the integrity pinned for it; it was changed after it was checked.`);
    this.name = 'NodeBuildTamperedError';
  }
}

/**
 * Runs a Node build and returns its exports. The file is read, checked
 * against the integrity the registry pinned (when given), and evaluated as a
 * CommonJS module with a `require` of its own (share-scope.ts). It is not
 * put in Node's module cache: dropping the returned object is all it takes
 * to let the release go, and two versions of an area never meet.
 */
export async function loadNodeBuild(folder: string, name: string, integrity?: string): Promise<unknown> {
  const file = path.join(folder, NODE_BUILD_FILE);
  const bytes = await readFile(file);
  if (integrity !== undefined && sha384Integrity(bytes) !== integrity) throw new NodeBuildTamperedError(file);
  const run = compileFunction(bytes.toString('utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  });
  const module = { exports: {} as unknown };
  run.call(module.exports, module.exports, createBuildRequire(name), module, file, path.dirname(file));
  return module.exports;
}
