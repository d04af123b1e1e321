import path from 'node:path';
import { AREAS, type AreaName } from '@shared/registry';
import { inspectRelease } from './release-check.ts';
import { listReleaseFolders } from './release-store.ts';
import type { HistoryEntry, RegistryFile } from './registry-file.ts';
import { checkRoutesFit, type OpsContext } from './operations.ts';

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

/** A published version's registry entry when it passes promote's checks (but the smoke test), else why not. */
async function seedable(context: OpsContext, registry: RegistryFile, area: AreaName, version: string) {
  const { release, problems } = await inspectRelease(context, area, version);
  if (!release || problems.length) return { problems };
  try {
    await checkRoutesFit(context, registry, area, release);
    return { release, problems: [] };
  } catch (error) {
    return { problems: (error as { problems?: string[] }).problems ?? [(error as Error).message] };
  }
}

/**
 * The first registry: the newest published version of each area that passes promote's checks (its files,
 * shared versions, routes against the shell and the areas seeded before it), recorded as a seed in history.
 * A version that fails is skipped with a warning saying why, and the next older one is tried. The smoke
 * test is not run here: it needs the API, and a server must start whether or not the API answers.
 */
async function seedRegistry(context: OpsContext, log: StartLog): Promise<RegistryFile> {
  const at = new Date().toISOString();
  const actor = 'server (first start, newest build that passes the checks)';
  const registry: RegistryFile = { revision: 1, areas: {}, history: [] };
  for (const area of AREAS) {
    for (const version of await context.releases.list(area)) {
      const { release, problems } = await seedable(context, registry, area, version);
      if (!release) {
        log.warn(`not registering ${area} ${version}, which fails promote's checks: ${problems.join('; ')}`);
        continue;
      }
      registry.areas[area] = { current: release, past: [], changedAt: at, changedBy: actor };
      const entry: HistoryEntry = { revision: 1, at, actor, area, action: 'seed', version };
      registry.history.push(entry);
      break;
    }
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
