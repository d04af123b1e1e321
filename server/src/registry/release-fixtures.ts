/**
 * Fake builds for the registry's tests: a release folder and a shell
 * manifest with just the fields the checks read, so tests need no real build.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AREA_PAGES, containerName, type AreaName } from '@shared/registry';
import { createOpsContext } from '../ops-context.ts';
import { parseSettings } from '../settings.ts';

/** A shared module as a manifest lists it. */
export interface FakeShared {
  name: string;
  version: string;
  requiredVersion: string;
}

/** The singletons the fake shell provides. */
export const SHELL_SHARED: FakeShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-router', version: '7.18.5', requiredVersion: '~7.18' },
];

/** What a fake release may change from a good one. */
export interface FakeRelease {
  exposes?: readonly string[];
  shared?: FakeShared[];
  entry?: string;
  manifest?: string;
  name?: string;
}

function manifestJson(name: string, version: string, exposes: readonly string[], shared: FakeShared[]): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: shared.map((entry) => ({ ...entry, singleton: true })),
    exposes: exposes.map((page) => ({ id: `${name}:${page}`, name: page, path: `./${page}` })),
  });
}

/** Writes a build of `area` at `version` into `<releasesDir>/<area>/<version>`. */
export function writeRelease(releasesDir: string, area: AreaName, version: string, options: FakeRelease = {}): string {
  const folder = path.join(releasesDir, area, version);
  mkdirSync(folder, { recursive: true });
  const name = options.name ?? containerName(area);
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    options.manifest ??
      manifestJson(name, version, options.exposes ?? AREA_PAGES[area], options.shared ?? SHELL_SHARED),
  );
  writeFileSync(path.join(folder, 'remoteEntry.js'), options.entry ?? `var ${name} = "${version}";`);
  writeFileSync(path.join(folder, '121.abcdef0123.js'), `/* chunk of ${area} ${version} */`);
  return folder;
}

/** A dist folder with a shell (index.html and manifest) and the given builds. */
export function fakeDist(builds: Partial<Record<AreaName, string[]>> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'shell'), { recursive: true });
  writeFileSync(
    path.join(dist, 'shell', 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body>shell</body></html>',
  );
  writeFileSync(path.join(dist, 'shell', 'mf-manifest.json'), manifestJson('shell', '1.0.0', [], SHELL_SHARED));
  for (const [area, versions] of Object.entries(builds) as [AreaName, string[]][]) {
    for (const version of versions) writeRelease(path.join(dist, 'releases'), area, version);
  }
  return dist;
}

/** An ops context on a fresh data directory and the given dist. */
export function fakeOpsContext(dist: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
  const settings = parseSettings({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, '/unused');
  return { settings, context: createOpsContext(settings) };
}

/** A logger that remembers what it was told. */
export function memoryLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn: ${line}`) };
}
