import type { AreaName } from '@shared/registry';
import { checkRelease, ReleaseRefusedError, type ReleaseView } from './release-check.ts';
import { checkRoutesFit, OperationRefusedError, type OpsContext } from './operations.ts';
import type { RegistryRelease } from './registry-file.ts';
import { smokeRefusal, smokeSummary } from './smoke-text.ts';

/** The store as inspection sees it, with one build (not published yet) read from its own folder. */
function withStagedBuild(releases: ReleaseView, area: AreaName, version: string, folder: string): ReleaseView {
  const staged = (name: AreaName, wanted: string) => name === area && wanted === version;
  return {
    has: async (name, wanted) => staged(name, wanted) || releases.has(name, wanted),
    list: (name) => releases.list(name),
    folder: (name, wanted) => (staged(name, wanted) ? folder : releases.folder(name, wanted)),
    changedFiles: async (name, wanted) => (staged(name, wanted) ? [] : releases.changedFiles(name, wanted)),
  };
}

/** What `ops check` found: the release as promote would register it, and the smoke test's summary. */
export interface CheckedRelease {
  release: RegistryRelease;
  /** Whether the store already holds this version with these bytes (a publish would change nothing). */
  published: boolean;
  smoke?: string;
}

/**
 * Every check promote runs (docs/operations.md, "`ops check`"), changing nothing: on a published version,
 * or on a build in `folder` before it is published, so a refused build burns no version number. A version
 * the store already holds with other bytes is refused first: publishing it would be refused anyway.
 */
export async function checkOnly(
  context: OpsContext,
  area: AreaName,
  version: string,
  folder?: string,
): Promise<CheckedRelease> {
  const published = await context.releases.has(area, version);
  if (folder && published && !(await context.releases.sameBytes(area, version, folder))) {
    throw new ReleaseRefusedError(area, version, [
      `${area} ${version} is already published with other bytes: bump the version in mf-${area}/package.json and build again`,
    ]);
  }
  const releases = folder && !published ? withStagedBuild(context.releases, area, version, folder) : context.releases;
  const release = await checkRelease({ ...context, releases }, area, version);
  const registry = await context.registry.read();
  await checkRoutesFit(context, registry, area, release);
  if (!context.smoke) return { release, published };
  const report = await context.smoke.run(area, release, registry, folder && !published ? folder : undefined);
  const refusal = smokeRefusal(report);
  if (refusal) throw new OperationRefusedError(refusal);
  return { release, published, smoke: smokeSummary(report) };
}
