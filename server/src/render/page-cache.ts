import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_COOKIE } from '@shared/api-client';
import { AREAS, type RemotesDocumentInput } from '@shared/registry';
import { cookieValue, themeFrom } from './cookies.ts';
import { PageBodies } from './page-bodies.ts';
import type { PageRequest, RenderedDocument } from './page-request.ts';
import type { Settings } from '../settings.ts';

/** The longest a page is kept for when its renders fail: after that the browser draws it. */
const STALE_IF_ERROR_MS = 3_600_000;

/** How long pages are kept, and how much memory they may take (docs/operations.md, "The page cache"). */
export interface PageCacheLimits {
  /** A page younger than this is served without a render. 0 turns the cache off. */
  freshMs: number;
  /** Then, for this long, it is served while one render makes a new one (stale-while-revalidate). */
  staleMs: number;
  /** Past both, it is still served when a new render fails (stale-if-error), up to this age. */
  staleIfErrorMs: number;
  /** The bytes kept, at most (pages and their compressed copies); the least recently used goes first. */
  maxBytes: number;
}

/** The page cache of a site server, as its settings say (PAGE_CACHE_*). */
export function pageCacheFrom(
  settings: Pick<Settings, 'PAGE_CACHE_SECONDS' | 'PAGE_CACHE_STALE_SECONDS' | 'PAGE_CACHE_MB'>,
) {
  const freshMs = settings.PAGE_CACHE_SECONDS * 1000;
  const staleMs = settings.PAGE_CACHE_STALE_SECONDS * 1000;
  return new PageCache({
    freshMs,
    staleMs,
    staleIfErrorMs: Math.max(freshMs + staleMs, STALE_IF_ERROR_MS),
    maxBytes: settings.PAGE_CACHE_MB * 1024 * 1024,
  });
}

/** What the cache did for each request, for `/metrics` and the ops page. */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'coalesced' | 'failed-stale';

/** One server process's page cache in figures. */
export interface PageCacheFigures {
  enabled: boolean;
  counts: Record<PageCacheOutcome, number>;
  entries: number;
  bytes: number;
}

interface Entry {
  document: RenderedDocument;
  /** When it was rendered. */
  at: number;
  /** `area@version` of every area the page was rendered with: dropped once one is no longer served. */
  releases: readonly string[];
  bytes: number;
}

/** A page as kept: its bytes ready to send, and about the memory they take (the page and its compressed copies). */
function kept(document: RenderedDocument): { document: RenderedDocument; bytes: number } {
  if (!('html' in document)) return { document, bytes: document.location.length };
  const bodies = new PageBodies(document.html);
  return { document: { ...document, bodies }, bytes: Math.ceil(bodies.identity.length * 1.3) };
}

/** Digests of the documents pages were rendered with: the same document object is hashed once. */
const digests = new WeakMap<RemotesDocumentInput, string>();

function digestOf(document: RemotesDocumentInput): string {
  let digest = digests.get(document);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(document)).digest('base64url');
    digests.set(document, digest);
  }
  return digest;
}

/**
 * The key of an anonymous page, or undefined when the request must be rendered for itself: a signed-in
 * student (their HTML holds their session), or a preview browser (its own releases). The HTML depends on
 * the address (path and query), the theme, and the whole registry the page carries: each area's release
 * after this browser's cohort, the fallbacks and the policy, so a promote, canary or rollback is a new key.
 */
export function pageCacheKey(request: PageRequest, document: RemotesDocumentInput): string | undefined {
  if (request.view || cookieValue(request.cookieHeader, ACCESS_TOKEN_COOKIE)) return undefined;
  const registry = digestOf(document);
  const theme = themeFrom(request.cookieHeader, request.colorSchemeHint);
  return `${request.url}\n${theme}\n${registry}`;
}

/** The releases a page was rendered with, as the cache records them. */
export function releasesOf(document: RemotesDocumentInput): string[] {
  return AREAS.flatMap((area) => {
    const entry = document.areas[area];
    return entry ? [`${area}@${entry.version}`] : [];
  });
}

/**
 * The site server's cache of anonymous server-rendered pages, in this process's memory. Only pages the
 * server rendered whole are kept (a 200, a 404 page, a 301): never the browser-drawn fallback, which is
 * what a failed or shed render answers. One render per key at a time; others asking meanwhile wait for it.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<RenderedDocument | undefined>>();
  private bytes = 0;
  readonly counts: Record<PageCacheOutcome, number> = { hit: 0, stale: 0, miss: 0, coalesced: 0, 'failed-stale': 0 };

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.limits.freshMs > 0;
  }

  /** What the cache did since the process started, and what it holds now (the ops page, `/admin/status`). */
  figures(): PageCacheFigures {
    return { enabled: this.enabled, counts: { ...this.counts }, ...this.size };
  }

  /** Pages and their size now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The page at `key`: kept, or rendered by `render` (once, however many ask at the same time). */
  async serve(
    key: string,
    releases: readonly string[],
    render: () => Promise<RenderedDocument | undefined>,
  ): Promise<RenderedDocument | undefined> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < this.limits.freshMs) return this.use(key, entry, 'hit');
    if (entry && age < this.limits.freshMs + this.limits.staleMs) {
      void this.renderOnce(key, releases, render);
      return this.use(key, entry, 'stale');
    }
    const waiting = this.rendering.has(key);
    const fresh = await this.renderOnce(key, releases, render);
    if (fresh) {
      this.counts[waiting ? 'coalesced' : 'miss'] += 1;
      return fresh;
    }
    // The render failed or was shed: a page kept a while ago is better than the browser-drawn shell.
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < this.limits.staleIfErrorMs) return this.use(key, kept, 'failed-stale');
    this.counts[waiting ? 'coalesced' : 'miss'] += 1;
    return undefined;
  }

  /** Drops every page rendered with a release that is no longer served (a promote, rollback or canary end). */
  keepOnly(served: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (entry.releases.some((release) => !served.has(release))) this.remove(key, entry);
    }
  }

  private use(key: string, entry: Entry, outcome: PageCacheOutcome): RenderedDocument {
    this.counts[outcome] += 1;
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.document;
  }

  private renderOnce(
    key: string,
    releases: readonly string[],
    render: () => Promise<RenderedDocument | undefined>,
  ): Promise<RenderedDocument | undefined> {
    let pending = this.rendering.get(key);
    if (pending) return pending;
    pending = render()
      .catch(() => undefined)
      .then((document) => {
        if (document) this.store(key, { ...kept(document), at: this.now(), releases });
        return document;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return pending;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (entry.bytes > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, each] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest, each);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
