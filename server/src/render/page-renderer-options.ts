import type { AreaName } from '@shared/registry';
import type { RegistryFile } from '../registry/registry-file.ts';
import type { LoadFailureSummary } from '../registry/load-reports.ts';
import type { BrowserPolicy } from '../registry/remotes-json.ts';
import type { ReleaseFileGuard } from '../release-file-guard.ts';
import type { CircuitBreaker } from './circuit-breaker.ts';
import type { Blame } from './failure-blame.ts';
import type { PageCache } from './page-cache.ts';

/** What a page render needs from the server around it. */
export interface PageRendererOptions {
  /** The shell's build folder, which holds its Node build. */
  shellDir: string;
  /** The shell's `index.html`, which every page is put into. */
  indexHtml: string;
  /** Where the store keeps an area's release. */
  releaseFolder: (area: AreaName, version: string) => string;
  readRegistry: () => Promise<RegistryFile>;
  policy: BrowserPolicy;
  /** The API the server calls directly (absolute, ends in /api). */
  apiBase: string;
  /** The public site's address, for canonical URLs. */
  siteUrl: string;
  /** A render that takes longer is abandoned for the client-rendered page. */
  budgetMs: number;
  /** Told of every failed render (area or shell, version, reason): ops sees them in `status`. */
  onFailure: (failure: { area: AreaName | 'shell'; version: string; reason: string; route?: string }) => void;
  /**
   * Told of a render that fell back to the browser through no fault of a release (the visitor's bad
   * address, the API, an overloaded server): for the server's log, never for `status` or the breaker.
   */
  onFallback?: (fallback: { blame: Exclude<Blame, 'release'>; reason: string }) => void;
  breaker?: CircuitBreaker;
  /** At most this many renders at once (default 1); a request beyond them waits in line or gets the browser's page. */
  maxConcurrentRenders?: number;
  /** Requests that may wait for one of those renders to end (default 4); beyond them, the browser draws the page. */
  maxWaitingRenders?: number;
  /**
   * The static file guard: a release whose files it would refuse the browser is not server-rendered
   * (the page would arrive whole, then break when its scripts are refused).
   */
  releaseFiles?: Pick<ReleaseFileGuard, 'changedFiles' | 'verifyRelease'>;
  /** The load failures browsers reported: the registry the page carries names the same fallback as `/remotes.json`. */
  loadFailures?: () => Promise<readonly LoadFailureSummary[]>;
  /** Anonymous pages kept and served again (page-cache.ts); without it every page is rendered. */
  cache?: PageCache;
}
