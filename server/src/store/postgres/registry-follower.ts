import type { HistoryEntry, RegistryFile } from '../../registry/registry-file.ts';
import type { RegistryHealth } from '../../registry/registry-store.ts';
import type { RegistryAccess, RegistryChange } from '../site-store.ts';
import type { PostgresRegistry } from './postgres-registry.ts';
import type { StoreChange } from './notify.ts';
import type { Listener, PostgresSiteStore } from './postgres-store.ts';

/** The rings besides the registry's that others may follow through the same listening connection. */
export type OtherChange = Exclude<StoreChange['kind'], 'registry'>;

/** Where the follower says what happened to its connection (the server's log). */
export interface FollowerLog {
  info(message: string): void;
  warn(message: string): void;
}

/** How long to wait before reconnecting: doubled after each failure, from `firstMs` up to `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

const DEFAULT_BACKOFF: Backoff = { firstMs: 250, maxMs: 5_000 };

/** Readies what a newly read registry needs (its releases fetched) before the server serves it. */
export type PrepareRegistry = (registry: RegistryFile) => Promise<void>;

/**
 * A server's registry on PostgreSQL: held in memory and served from there (no query per request),
 * refreshed when `LISTEN` rings and after every (re)connect by reading what is newer than the revision it
 * knows, so a missed notification or a dropped connection loses nothing. While the database is out of
 * reach the last registry read goes on being served and `health()` says `store-unreachable`; the
 * listening connection is retried with backoff and everything resumes by itself once it is back.
 */
export class RegistryFollower implements RegistryAccess {
  private known?: RegistryFile;
  private unreachableSince?: string;
  private listener?: Listener;
  private retry?: NodeJS.Timeout;
  private retryMs: number;
  private stopped = false;
  private refreshing?: Promise<void>;
  private refreshAgain = false;
  private readonly followers = new Map<OtherChange, Set<() => void>>();

  constructor(
    private readonly store: PostgresSiteStore,
    private readonly log: FollowerLog,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
    private readonly prepare: PrepareRegistry = async () => undefined,
  ) {
    this.retryMs = backoff.firstMs;
  }

  private get inner(): PostgresRegistry {
    return this.store.registry;
  }

  /**
   * Calls `onRing` on every ring of `kind` (failure reports, shared settings) and after every (re)connect,
   * since rings sent while no one listened are lost: one listening connection per server serves them all.
   */
  follow(kind: OtherChange, onRing: () => void): void {
    const set = this.followers.get(kind) ?? new Set();
    set.add(onRing);
    this.followers.set(kind, set);
  }

  private ring(kinds: Iterable<OtherChange>): void {
    for (const kind of kinds) for (const onRing of this.followers.get(kind) ?? []) onRing();
  }

  /** Starts listening and reads the registry once; a database out of reach now is retried in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Stops listening and retrying (before the store's connections close). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.listener?.close();
    this.listener = undefined;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    try {
      this.listener = await this.store.listen(
        // Failure flushes ring too (every half second on a busy site): only registry changes are read.
        (change) => {
          if (change.kind === 'registry')
            void this.refresh().catch(() => this.lost('PostgreSQL did not answer a read'));
          else this.ring([change.kind]);
        },
        () => this.lost('the listening connection to PostgreSQL broke'),
      );
      // Whatever was committed while no one listened is read now: the catch-up after a (re)connect.
      await this.refresh();
      this.ring(this.followers.keys());
    } catch {
      this.lost('PostgreSQL is out of reach');
    }
  }

  /** The connection is gone: keep serving from memory, say so, and try again later. */
  private lost(why: string): void {
    if (this.stopped) return;
    if (!this.unreachableSince) {
      this.unreachableSince = new Date().toISOString();
      this.log.warn(`${why}; serving registry revision ${this.known?.revision ?? 'none'} from memory until it is back`);
    }
    void this.listener?.close();
    this.listener = undefined;
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.backoff.maxMs);
  }

  /** Reads the rows newer than the known revision; rings during a read are answered by one more read. */
  private refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.refreshAgain = false;
          await this.serve(await this.inner.read());
        } while (this.refreshAgain);
        if (this.unreachableSince && this.listener) {
          this.log.info(`PostgreSQL is back; registry at revision ${this.known?.revision}`);
          this.unreachableSince = undefined;
          this.retryMs = this.backoff.firstMs;
        }
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /**
   * Serves a registry read from the store once its releases are ready here, so no browser is sent to a
   * release this server cannot serve yet. A release that cannot be fetched is logged and the registry is
   * served anyway: it is the truth, and the release's files are asked for again when a browser needs them.
   */
  private async serve(registry: RegistryFile): Promise<void> {
    if (this.known && registry.revision <= this.known.revision) return;
    await this.prepare(registry).catch((error: Error) =>
      this.log.warn(`registry revision ${registry.revision}: a release could not be fetched (${error.message})`),
    );
    this.remember(registry);
  }

  /** Keeps the newest registry seen (a ring's read and a change's own answer may arrive in either order). */
  private remember(registry: RegistryFile): RegistryFile {
    if (!this.known || registry.revision >= this.known.revision) this.known = registry;
    return this.known;
  }

  async read(): Promise<RegistryFile> {
    return this.known ?? this.remember(await this.inner.read());
  }

  async update(change: RegistryChange, expectedRevision?: number): Promise<RegistryFile> {
    return this.remember(await this.inner.update(change, expectedRevision));
  }

  async create(initial: () => Promise<RegistryFile>): Promise<RegistryFile> {
    return this.remember(await this.inner.create(initial));
  }

  isNew(): Promise<boolean> {
    return this.inner.isNew();
  }

  /** Sound while the database is reachable; otherwise degraded, served from memory (down when nothing was read). */
  async health(): Promise<RegistryHealth> {
    if (!this.unreachableSince) return { damaged: false };
    return {
      damaged: true,
      problem: 'store-unreachable',
      since: this.unreachableSince,
      ...(this.known ? { served: { revision: this.known.revision, from: 'memory' as const } } : {}),
    };
  }

  changesSince(revision: number): Promise<HistoryEntry[]> {
    return this.inner.changesSince(revision);
  }

  keepCopyIfNone(): Promise<void> {
    return this.inner.keepCopyIfNone();
  }
}
