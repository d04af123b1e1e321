import path from 'node:path';
import { AREAS, type AreaName } from '@shared/registry';
import { inspectRelease } from './release-check.ts';
import { listReleaseFolders } from './release-store.ts';
import type { HistoryEntry, RegistryFile } from './registry-file.ts';
import type { OpsContext } from './operations.ts';

/** Where first-start messages go (the server's logger). */
export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Every build in dist/releases: area and version. */
async function distReleases(distReleasesDir: string): Promise<{ area: AreaName; version: string }[]> {
  const found: { area: AreaName; version: string }[] = [];
  for (const area of AREAS) {
    for (const version of await listReleaseFolders(path.join(distReleasesDir, area))) found.push({ area, version });
  }
  return found;
}

/** The first registry: the newest published version of each area, recorded as a seed in history. */
async function seedRegistry(context: OpsContext, log: StartLog): Promise<RegistryFile> {
  const at = new Date().toISOString();
  const actor = 'server (first start, newest build)';
  const registry: RegistryFile = { revision: 1, areas: {}, history: [] };
  for (const area of AREAS) {
    const [version] = await context.releases.list(area);
    if (!version) continue;
    const { release, problems } = await inspectRelease(context, area, version);
    if (!release) {
      log.warn(`not registering ${area} ${version}: ${problems.join('; ')}`);
      continue;
    }
    // The first start serves what was built, as before the registry existed;
    // problems are reported so that ops see them, not hidden.
    if (problems.length) log.warn(`registering ${area} ${version} despite: ${problems.join('; ')}`);
    registry.areas[area] = { current: release, past: [], changedAt: at, changedBy: actor };
    const entry: HistoryEntry = { revision: 1, at, actor, area, action: 'seed', version };
    registry.history.push(entry);
  }
  return registry;
}

/**
 * Prepares the data directory. On the first start (no registry yet) every
 * build in dist/releases is published into the release store and the
 * registry is created from the newest version of each area. Later starts
 * leave both alone: releases arrive with `ops publish` and change with
 * promote, canary and rollback. A build in dist whose version is already
 * published with other bytes is reported, since the store keeps the
 * published bytes (releases are immutable).
 */
export async function prepareDataDir(context: OpsContext, distReleasesDir: string, log: StartLog): Promise<void> {
  const builds = await distReleases(distReleasesDir);
  const cleaned = await context.releases.removeLeftovers();
  if (cleaned.length) log.info(`removed ${cleaned.length} leftovers of interrupted publishes and writes`);
  // A registry file that is gone while kept copies remain was damaged, not never made: it is served from a
  // copy and restored by ops, never seeded anew (that would drop its history and rollback targets).
  if (await context.registry.isNew()) {
    for (const { area, version } of builds) {
      await context.releases
        .publish(area, version, path.join(distReleasesDir, area, version))
        .catch((error: Error) => log.warn(`not publishing ${area} ${version} from dist: ${error.message}`));
    }
    const registry = await context.registry.create(() => seedRegistry(context, log));
    log.info(`registry created at revision ${registry.revision}`);
    return;
  }
  await context.registry.keepCopyIfNone();
  const health = await context.registry.health();
  if (health.damaged) {
    log.warn(
      `registry.json is damaged (${health.problem}); serving ${health.served ? `revision ${health.served.revision} from a kept copy` : 'nothing'} ` +
        'until it is restored (npm run ops -- registry restore)',
    );
  }
  for (const { area, version } of builds) {
    if (!(await context.releases.has(area, version))) continue;
    const same = await context.releases.sameBytes(area, version, path.join(distReleasesDir, area, version));
    if (!same) {
      log.warn(
        `dist/releases/${area}/${version} differs from the published ${area} ${version}; the store keeps the published bytes. ` +
          'Bump the version to ship a change (or start with an empty DATA_DIR for a throwaway site).',
      );
    }
  }
}
