import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { AREAS, type AreaName } from '@shared/registry';

/** URL path under which the server serves one release's files. */
export function releaseUrl(area: AreaName, version: string, file = 'mf-manifest.json'): string {
  return `/releases/${area}/${version}/${file}`;
}

/** Versions of an area present in the release store, newest first. */
export function listReleases(releasesDir: string, area: AreaName): string[] {
  const areaDir = path.join(releasesDir, area);
  if (!existsSync(areaDir)) return [];
  return readdirSync(areaDir)
    .filter((version) => semver.valid(version) && existsSync(path.join(areaDir, version, 'mf-manifest.json')))
    .sort(semver.rcompare);
}

/** The newest built release of every area that has one. */
export function newestReleases(releasesDir: string): Partial<Record<AreaName, string>> {
  const newest: Partial<Record<AreaName, string>> = {};
  for (const area of AREAS) {
    const [version] = listReleases(releasesDir, area);
    if (version) newest[area] = version;
  }
  return newest;
}
