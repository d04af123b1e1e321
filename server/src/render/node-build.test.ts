import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { sha384Integrity } from '../registry/integrity.ts';
import { loadNodeBuild, NODE_BUILD_FILE, NodeBuildTamperedError } from './node-build.ts';

/** A build folder whose Node build is `code`. */
function buildFolder(code: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'node-build-'));
  mkdirSync(path.join(folder, 'server'));
  writeFileSync(path.join(folder, NODE_BUILD_FILE), code);
  return folder;
}

const integrityOf = (folder: string) => sha384Integrity(readFileSync(path.join(folder, NODE_BUILD_FILE)));

describe('loadNodeBuild', () => {
  it("runs the build as CommonJS with the server's shared modules and Node's own", async () => {
    const folder = buildFolder(
      [
        "exports.v = require('react').version;",
        "exports.jsx = typeof require('react/jsx-runtime').jsx;",
        "exports.sep = require('node:path').sep + require('path').sep;",
        'exports.file = __filename;',
        'module.exports.self = this === exports;',
      ].join('\n'),
    );
    const build = (await loadNodeBuild(folder, 'shell')) as Record<string, unknown>;
    expect(build).toEqual({
      v: reactVersion,
      jsx: 'function',
      sep: path.sep + path.sep,
      file: path.join(folder, NODE_BUILD_FILE),
      self: true,
    });
  });

  it('answers what the build puts in module.exports', async () => {
    const build = await loadNodeBuild(buildFolder('module.exports = { renderPage: () => 1 };'), 'shell');
    expect(typeof (build as { renderPage: unknown }).renderPage).toBe('function');
  });

  it('runs a build whose bytes match the pinned integrity', async () => {
    const folder = buildFolder('exports.ok = true;');
    expect(await loadNodeBuild(folder, 'quiz@1.0.0', integrityOf(folder))).toEqual({ ok: true });
  });

  it('refuses, without running it, a build whose bytes differ from the pinned integrity', async () => {
    const folder = buildFolder('exports.ok = true;');
    const pinned = integrityOf(folder);
    writeFileSync(
      path.join(folder, NODE_BUILD_FILE),
      "exports.ok = true; require('node:fs').writeFileSync(__dirname + '/ran', '');",
    );
    const loading = loadNodeBuild(folder, 'quiz@1.0.0', pinned);
    await expect(loading).rejects.toThrow(NodeBuildTamperedError);
    await expect(loading).rejects.toThrow(/render\.js does not match the integrity pinned/);
    expect(() => readFileSync(path.join(folder, 'server', 'ran'))).toThrow();
  });

  it('fails with a clear message when the build asks for a module the server does not share', async () => {
    const folder = buildFolder("require('lodash');");
    await expect(loadNodeBuild(folder, 'quiz@1.0.0')).rejects.toThrow(
      'quiz@1.0.0 asks for "lodash", which is neither in its build nor shared by the server.',
    );
    // The server has zod installed, but does not share it.
    await expect(loadNodeBuild(buildFolder("require('zod');"), 'blog@2.0.0')).rejects.toThrow(
      /blog@2\.0\.0 asks for "zod"/,
    );
  });

  it('gives every folder, and every load, its own module objects', async () => {
    const code = (name: string) =>
      `let count = 0; exports.name = '${name}'; exports.next = () => ++count; exports.box = {};`;
    type Build = { name: string; next: () => number; box: object };
    const one = (await loadNodeBuild(buildFolder(code('one')), 'quiz@1.0.0')) as Build;
    const twoFolder = buildFolder(code('two'));
    const two = (await loadNodeBuild(twoFolder, 'quiz@2.0.0')) as Build;
    const twoAgain = (await loadNodeBuild(twoFolder, 'quiz@2.0.0')) as Build;
    expect([one.name, two.name, twoAgain.name]).toEqual(['one', 'two', 'two']);
    expect(one.next()).toBe(1);
    expect(one.next()).toBe(2);
    expect(two.next()).toBe(1);
    expect(twoAgain.next()).toBe(1);
    expect(two.box).not.toBe(twoAgain.box);
    expect(two).not.toBe(twoAgain);
  });

  it('hands every build the very same shared instances (the federation singletons)', async () => {
    const code = "exports.react = require('react'); exports.router = require('@shared/router');";
    const one = (await loadNodeBuild(buildFolder(code), 'shell')) as Record<string, unknown>;
    const two = (await loadNodeBuild(buildFolder(code), 'quiz@1.0.0')) as Record<string, unknown>;
    expect(one.react).toBe(two.react);
    expect(one.router).toBe(two.router);
  });

  it('rejects a folder without a Node build', async () => {
    await expect(loadNodeBuild(mkdtempSync(path.join(tmpdir(), 'empty-')), 'shell')).rejects.toThrow(/ENOENT/);
  });
});
