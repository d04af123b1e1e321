import type { ModuleFederation } from '@module-federation/runtime';
import { containerName, type AreaEntry, type AreaName, type AreaRelease, type RemotesDocument } from '@shared/registry';
import type { Overrides } from './overrides.ts';
import { isAllowedOrigin, isLoopback, trustRelease } from './trust.ts';

/** One release the shell may try for an area, in order: an override alone, else current then fallback. */
export interface Candidate {
  area: AreaName;
  role: 'current' | 'fallback' | 'override';
  version: string;
  /** Absolute URL of the manifest. */
  manifestUrl: string;
  integrity?: string;
  manifestIntegrity?: string;
  /** The chunks of each exposed module, as the registry lists them (file names beside the manifest). */
  chunks?: Readonly<Record<string, readonly string[]>>;
}

/** A release the shell will not load, and why. */
export interface Refusal {
  candidate: Candidate;
  reason: string;
}

function candidate(area: AreaName, role: Candidate['role'], release: AreaRelease, pageUrl: string): Candidate {
  return {
    area,
    role,
    version: release.version,
    manifestUrl: new URL(release.entry, pageUrl).href,
    integrity: release.integrity,
    manifestIntegrity: release.manifestIntegrity,
    chunks: release.chunks,
  };
}

/**
 * The releases to try for an area, and the ones refused. A developer's
 * override, when the server allows overrides, replaces the registry for
 * that area in this browser only and may point at this machine or an
 * allowed origin. Registry releases must be on the page's origin or an
 * origin the registry allows.
 */
export function candidatesFor(
  area: AreaName,
  document: RemotesDocument,
  overrides: Overrides,
  pageUrl: string,
): { usable: Candidate[]; refused: Refusal[] } {
  const pageOrigin = new URL(pageUrl).origin;
  const allowed = (url: string) => isAllowedOrigin(url, document.origins, pageOrigin);
  const override = document.overrides ? overrides[area] : undefined;
  if (override) {
    const developer = candidate(area, 'override', { version: '0.0.0-override', entry: override }, pageUrl);
    if (isLoopback(override) || allowed(override)) return { usable: [developer], refused: [] };
    return {
      usable: [],
      refused: [{ candidate: developer, reason: `override ${override} is not on this machine or an allowed origin` }],
    };
  }
  const entry: AreaEntry | undefined = document.areas[area];
  if (!entry) return { usable: [], refused: [] };
  const all = [
    candidate(area, 'current', entry, pageUrl),
    ...(entry.fallback ? [candidate(area, 'fallback', entry.fallback, pageUrl)] : []),
  ];
  const usable: Candidate[] = [];
  const refused: Refusal[] = [];
  for (const each of all) {
    if (allowed(each.manifestUrl)) usable.push(each);
    else
      refused.push({
        candidate: each,
        reason: `entry ${each.manifestUrl} is on an origin the registry does not allow`,
      });
  }
  return { usable, refused };
}

const active = new Map<AreaName, Candidate>();
/** The federation runtime, once the page has loaded it. */
let federation: ModuleFederation | undefined;
let federationLoading: Promise<ModuleFederation> | undefined;

/** The release the shell currently loads for an area, if it chose one. */
export function activeCandidate(area: AreaName): Candidate | undefined {
  return active.get(area);
}

function register(instance: ModuleFederation, chosen: Candidate, replacing: boolean): void {
  instance.registerRemotes([{ name: containerName(chosen.area), entry: chosen.manifestUrl }], { force: replacing });
}

/**
 * Points the shell at a release: tells the runtime plugin to trust exactly
 * its URLs and bytes, and registers it under the area's container name
 * (replacing a failed one) once the federation runtime is loaded.
 */
export function activate(chosen: Candidate): void {
  const name = containerName(chosen.area);
  const previous = active.get(chosen.area);
  if (previous?.manifestUrl === chosen.manifestUrl) return;
  trustRelease(name, {
    area: chosen.area,
    version: chosen.version,
    manifestUrl: chosen.manifestUrl,
    integrity: chosen.integrity,
    manifestIntegrity: chosen.manifestIntegrity,
  });
  active.set(chosen.area, chosen);
  if (federation) register(federation, chosen, previous !== undefined);
}

/**
 * The federation runtime, with every release chosen so far registered:
 * downloaded by the first area page or preload, or once the page is ready
 * and idle (prefetch-federation.ts), never as part of a first load.
 */
export function federationRuntime(): Promise<ModuleFederation> {
  federationLoading ??= import(/* webpackChunkName: "federation" */ './federation.ts')
    .then(({ startFederation }) => {
      const instance = startFederation();
      for (const chosen of active.values()) register(instance, chosen, false);
      federation = instance;
      return instance;
    })
    .catch((error: unknown) => {
      federationLoading = undefined; // a failed download or start is tried again by the next area load
      throw new FederationUnavailableError(error);
    });
  return federationLoading;
}

/**
 * The shell's own federation runtime could not be downloaded or started (a flaky network, a tab left open
 * across a shell deploy): no area can load, and no area's release is to blame for it.
 */
export class FederationUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the federation runtime did not load: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'FederationUnavailableError';
  }
}
