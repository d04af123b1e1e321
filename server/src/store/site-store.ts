import type { AreaName } from '@shared/registry';
import type { HealthRow } from '../health/health-rows.ts';
import type { VitalsRow } from '../health/vitals-rows.ts';
import type { LoadFailureSummary } from '../registry/load-reports.ts';
import type { HistoryEntry, RegistryFile } from '../registry/registry-file.ts';
import type { RegistryHealth } from '../registry/registry-store.ts';
import type { Rollout } from '../rollout/rollout-record.ts';

/**
 * Builds the next registry from the current one. The store sets the revision (`nextRevision`); the
 * history it returns must start with the current history (history is append-only).
 */
export type RegistryChange = (registry: RegistryFile, nextRevision: number) => RegistryFile | Promise<RegistryFile>;

/** The registry: each area's current release, past releases and canary, and the whole history. */
export interface RegistryAccess {
  /** The registry now (RegistryMissingError when none was created yet). */
  read(): Promise<RegistryFile>;
  /**
   * Applies one change atomically: checks `expectedRevision` when given (RevisionConflictError when the
   * registry moved on), raises the revision by one, and keeps every history entry the change adds.
   * Concurrent changes are applied one after the other, never lost or applied twice.
   */
  update(change: RegistryChange, expectedRevision?: number): Promise<RegistryFile>;
  /** Creates the registry unless someone else did meanwhile; returns the registry either way. */
  create(initial: () => Promise<RegistryFile>): Promise<RegistryFile>;
  /** Whether nothing was ever stored (the first start seeds the registry then). */
  isNew(): Promise<boolean>;
  /** Whether the store holds a sound registry now, and what is served when not. */
  health(): Promise<RegistryHealth>;
  /** History entries with a revision above `revision`, oldest first: what a server missed. */
  changesSince(revision: number): Promise<HistoryEntry[]>;
  /** A store that keeps its own safeguard copies (the file store) keeps one of a registry that has none. */
  keepCopyIfNone(): Promise<void>;
}

/**
 * The record of a published release: the SHA-256 of each of its files by `/`-separated path. Serving,
 * promote and rollback check the stored bytes against it.
 */
export interface ReleaseRecords {
  read(area: AreaName, version: string): Promise<Map<string, string> | undefined>;
  /**
   * Records a release. On a store many servers share, a record never changes once written (it is what
   * they all check bytes against): a second write for the version is ignored, so read back to see which won.
   */
  write(area: AreaName, version: string, hashes: Map<string, string>): Promise<void>;
  remove(area: AreaName, version: string): Promise<void>;
  /** The versions of an area that have a record, newest first. */
  versions(area: AreaName): Promise<string[]>;
}

/**
 * The bytes of published release files, by their SHA-256 (content-addressed: a file shared by two releases
 * is stored once). Only a store shared by many servers has them; the file store's releases are its files.
 */
export interface ReleaseBlobs {
  /** Which of these hashes are not stored yet. */
  missing(hashes: readonly string[]): Promise<string[]>;
  /** Stores bytes under their hash (the caller hashed them); a hash stored already is left as it is. */
  put(blobs: ReadonlyMap<string, Buffer>): Promise<void>;
  /** The stored bytes of these hashes (a hash not stored is absent from the answer). */
  get(hashes: readonly string[]): Promise<Map<string, Buffer>>;
}

/**
 * Failures counted per kind and release. `add` sums what one server counted since its last flush into
 * what is stored, so reports sent to different servers add up instead of overwriting each other.
 */
export interface FailureReports {
  add(counted: readonly LoadFailureSummary[]): Promise<void>;
  all(): Promise<LoadFailureSummary[]>;
}

/**
 * Pages served and failures per minute, release, route pattern and client (health-rows.ts), kept for
 * 24 hours (`HEALTH_RETENTION_MS`): what rates over a window and the canary/current comparison are computed from.
 * `add` sums one server's counts into what is stored (and drops minutes past the retention), so every
 * server's counts add up.
 */
export interface HealthCounts {
  add(counted: readonly HealthRow[]): Promise<void>;
  /** Every row of the minutes from `minute` (ISO 8601) on, summed across servers. */
  since(minute: string): Promise<HealthRow[]>;
}

/** Each area's rollout (running, or the last one, kept for `status`): what the servers' judge runs. */
export interface Rollouts {
  all(): Promise<Rollout[]>;
  /**
   * Reads one area's rollout, and writes what `change` makes of it, as one step no other writer interleaves
   * with (the file lock; a transaction lock on PostgreSQL). `change` returning undefined writes nothing.
   */
  update(area: AreaName, change: (stored: Rollout | undefined) => Rollout | undefined): Promise<Rollout | undefined>;
}

/**
 * A named lease that one holder has at a time: the rollout judge runs in one server, whichever holds it.
 * The holder renews it by taking it again before it expires; after it expires anyone may take it.
 */
export interface Leases {
  /** Takes or renews the lease for `ttlMs`; false when another holder's lease has not expired. */
  hold(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `holder` has it (a server that stops). */
  release(name: string, holder: string): Promise<void>;
}

/**
 * Web Vitals per minute, release, route pattern, metric and histogram bucket (vitals-rows.ts), kept as long
 * as the health counts: what a release's p75 LCP, INP and CLS are computed from. `add` sums one server's
 * counts into what is stored (and drops minutes past the retention), so every server's values add up.
 */
export interface VitalsCounts {
  add(counted: readonly VitalsRow[]): Promise<void>;
  /** Every row of the minutes from `minute` (ISO 8601) on, summed across servers. */
  since(minute: string): Promise<VitalsRow[]>;
}

/** The settings every server must agree on, or one of them serves an area no browser may load. */
export interface SharedSettings {
  /** Origins besides the site's own that release entries may point at (RELEASE_ORIGINS). */
  releaseOrigins: string[];
  /** Where browsers fetch releases from (RELEASES_BASE_URL). */
  releasesBaseUrl: string;
}

/** The stored shared settings; undefined until someone writes them (each server then uses its own). */
export interface SharedSettingsAccess {
  read(): Promise<SharedSettings | undefined>;
  write(settings: SharedSettings): Promise<void>;
}

/**
 * Everything the site servers and the ops CLI must agree on, behind one interface: the file store in
 * DATA_DIR (one machine, nothing to install) or PostgreSQL (many servers), chosen by DATABASE_URL.
 */
export interface SiteStore {
  readonly kind: 'files' | 'postgres';
  readonly registry: RegistryAccess;
  readonly releaseRecords: ReleaseRecords;
  /** Release files for servers that share no disk (PostgreSQL); undefined on the file store. */
  readonly releaseBlobs?: ReleaseBlobs;
  readonly failures: FailureReports;
  /** Pages served and failures per minute (rates, distinct clients). */
  readonly health: HealthCounts;
  /** Web Vitals per minute in histogram buckets (p75 per release). */
  readonly vitals: VitalsCounts;
  readonly sharedSettings: SharedSettingsAccess;
  /** Rollouts and the judge's lease (docs/operations.md, "Rollouts"). */
  readonly rollouts: Rollouts;
  readonly leases: Leases;
  /** Prepares the store (PostgreSQL: applies pending migrations); the server and the CLI await it on start. */
  ready(): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): Promise<void>;
}
