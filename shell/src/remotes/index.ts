/**
 * The shell's loader of areas, as the rest of the shell sees it: what starts the remotes, the page that shows
 * an area's page (and its loading and failure states), what fetches an area's code or data ahead of a click,
 * and which release a page came from. Everything else in this folder (the registry's reading, the federation
 * runtime and its plugin, retries, trust, overrides, canary cohorts) is the loader's own business; the lint
 * rule in eslint.config.js keeps the rest of the shell out of it.
 *
 * The monolith yardstick (build/monolith-config.ts) swaps four modules behind this door for the ones in
 * `monolith/`: `registry.ts`, `load-area-page.ts`, `page-release.ts` and `prefetch-federation.ts`.
 * The modules behind it do nothing when loaded, so the browser build keeps only the names a chunk uses: the
 * home page's first load is the same with this door as without it, and the federation runtime
 * (`federation.ts`) stays a chunk of its own.
 */
export { AreaFallback } from './AreaFallback.tsx';
export { loadAreaPage } from './load-area-page.ts';
export { PageLoading } from './PageLoading.tsx';
export { pageRelease } from './page-release.ts';
export { prefetchFederationWhenIdle } from './prefetch-federation.ts';
export { prefetchPageData, skipFirstPrefetch } from './prefetch-page-data.ts';
export { loadRegistry } from './registry.ts';
export { RemotePage } from './RemotePage.tsx';
export { ServerAreaPagesProvider, type ServerAreaPages } from './server-area-page.tsx';
export { startRemotes } from './start-remotes.ts';
