import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedConfig } from './area-shared.ts';

const repoRoot = path.resolve(__dirname, '..');
const quizDir = path.join(repoRoot, 'mf-quiz');
const folders = { appDir: quizDir, installDir: repoRoot };
const pkg = JSON.parse(readFileSync(path.join(quizDir, 'package.json'), 'utf8')) as {
  name: string;
  dependencies?: Record<string, string>;
};

describe("an area's shared singletons", () => {
  it('bundles no copy of its own in production, and names the version it was built with, sub-paths included', () => {
    const shared = sharedConfig(pkg, folders, 'production');
    expect(shared.react).toEqual({
      singleton: true,
      requiredVersion: pkg.dependencies?.react,
      import: false,
      version: expect.stringMatching(/^19\./),
    });
    // The prefix's version does not reach what it matches: the sub-path the shell provides is named with its own.
    expect(shared['react/jsx-runtime']).toEqual(shared.react);
    expect(
      Object.values(shared).every((entry) => entry.import === false && /^\d+\.\d+\.\d+/.test(entry.version ?? '')),
    ).toBe(true);
  });

  it("reads the versions from the repository's install when the app's folder has none (a copy of its package.json)", () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'area-copy-'));
    try {
      writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg));
      expect(sharedConfig(pkg, { appDir: copy, installDir: repoRoot }, 'production')).toEqual(
        sharedConfig(pkg, folders, 'production'),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('keeps its copies on a dev server, with the ranges of its package.json', () => {
    const shared = sharedConfig(pkg, folders, 'development');
    expect(shared.react).toEqual({ singleton: true, requiredVersion: pkg.dependencies?.react });
    expect(shared['react/']).toEqual({ singleton: true, requiredVersion: pkg.dependencies?.react });
    expect(Object.values(shared).some((entry) => 'import' in entry)).toBe(false);
  });

  it('stops the build when the package does not declare a singleton it shares', () => {
    const dependencies = Object.fromEntries(
      Object.entries(pkg.dependencies ?? {}).filter(([name]) => name !== 'jotai'),
    );
    expect(() => sharedConfig({ ...pkg, dependencies }, folders, 'production')).toThrow(
      /"jotai" is a shared singleton/,
    );
  });
});
