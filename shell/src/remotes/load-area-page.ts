// The monolith build (build/monolith-config.ts) swaps this module for remotes/monolith/load-area-page.ts,
// which loads no federation; remotes/monolith/same-exports.ts keeps the two offering the same names.
// A change here is a change there too.
import { containerName, type AreaName } from '@shared/registry';
import {
  activate,
  activeCandidate,
  candidatesFor,
  FederationUnavailableError,
  federationRuntime,
  type Candidate,
} from './area-releases.ts';
import { warmChunks } from './chunk-warmup.ts';
import { preloadEntry } from './entry-preload.ts';
import { downloadManifestEarly } from './manifest-download.ts';
import { reportLoadFailure } from './failure-report.ts';
import { AreaNotDeployedError, loadRegistry } from './registry.ts';
import { AreaLoadError, isPageModule, reasonOf, type LoadedPage } from './page-module.ts';
import { REMOTE_RETRY_POLICY, withRetry } from './retry.ts';
import { trustedRelease } from './trust.ts';

export { AreaLoadError, type LoadedPage, type PageModule } from './page-module.ts';

/** Releases already reported from this page: one beacon per broken release, not one per retry. */
const reported = new Set<string>();

function reportOnce(release: Candidate, reason: string, fallback?: Candidate): void {
  const key = `${release.area}@${release.manifestUrl}`;
  if (reported.has(key) || release.role === 'override') return;
  reported.add(key);
  reportLoadFailure({ area: release.area, version: release.version, reason, fallbackVersion: fallback?.version });
}

/** Tells whether a loaded module is what the caller expects (a page, the route module). */
type ModuleCheck<T> = (value: unknown) => value is T;

/**
 * How long loading one exposed module of a release may take in all, once the federation runtime is there:
 * its manifest and entry (4 s each, in the runtime plugin) and every chunk it needs, which a release's own
 * loader would otherwise wait two minutes for. A chunk that never answers then means the last known good
 * release or the fallback with a retry, not an endless spinner.
 */
export const MODULE_LOAD_TIMEOUT_MS = 8000;

function withinTimeout<T>(loading: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${MODULE_LOAD_TIMEOUT_MS / 1000} s`)),
      MODULE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

async function loadFrom<T>(release: Candidate, expose: string, isExpected: ModuleCheck<T>): Promise<T> {
  activate(release);
  // The manifest, the entry and the page's chunks start downloading while the runtime may still be on its way.
  downloadManifestEarly(release.manifestUrl);
  preloadEntry(trustedRelease(containerName(release.area)));
  warmChunks(release, expose);
  const id = `${containerName(release.area)}/${expose}`;
  // The runtime is the shell's own: its failure is not the release's, and its download is not on the clock.
  const federation = await federationRuntime();
  const module = await withinTimeout(federation.loadRemote<unknown>(id), `${id} of ${release.area} ${release.version}`);
  if (!isExpected(module)) throw new Error(`${id} is not the module expected.`);
  return module;
}

/** Loads one exposed page of an area (see {@link loadAreaModule}). */
export function loadAreaPage(area: AreaName, page: string): Promise<LoadedPage> {
  return loadAreaModule(area, page, isPageModule);
}

/**
 * Loads one exposed module of an area. The current release is tried once;
 * when it fails (manifest, entry, integrity or chunk) and the registry has a
 * last known good release, that one is used for the rest of this page's
 * life, and the failure is reported. The last release tried gets the
 * shell's bounded retries, so a flaky network still recovers.
 */
export async function loadAreaModule<T>(
  area: AreaName,
  expose: string,
  isExpected: ModuleCheck<T>,
): Promise<{ module: T; release: Candidate }> {
  const { document, overrides } = await loadRegistry();
  const { usable, refused } = candidatesFor(area, document, overrides, location.href);
  for (const refusal of refused) reportOnce(refusal.candidate, refusal.reason, usable[0]);
  if (usable.length === 0) {
    if (refused[0]) throw new Error(refused[0].reason);
    throw new AreaNotDeployedError(area);
  }
  const stuck = usable.findIndex((release) => release.manifestUrl === activeCandidate(area)?.manifestUrl);
  for (let index = Math.max(stuck, 0); index < usable.length; index += 1) {
    const release = usable[index]!;
    const next = usable[index + 1];
    if (!next) {
      const module = await withRetry(() => loadFrom(release, expose, isExpected), REMOTE_RETRY_POLICY).catch(
        (error: unknown) => {
          if (!(error instanceof FederationUnavailableError)) reportOnce(release, reasonOf(error));
          throw new AreaLoadError(area, release.version, error);
        },
      );
      return { module, release };
    }
    try {
      return { module: await loadFrom(release, expose, isExpected), release };
    } catch (error) {
      // Without the runtime no release loads: the fallback would fail the same way, and neither is to blame.
      if (error instanceof FederationUnavailableError) throw new AreaLoadError(area, release.version, error);
      reportOnce(release, reasonOf(error), next);
    }
  }
  throw new AreaNotDeployedError(area);
}
