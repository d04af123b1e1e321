import type { DevRemote } from './dev-registry.ts';

/** The query parameter the shell reads overrides from (shell/src/remotes/overrides.ts). */
const OVERRIDE_PARAM = 'mf-override';

/**
 * The link that points a browser's copy of `site` at an area's dev server on this machine: the area's first
 * page without parameters, with `?mf-override=<area>@<its manifest>`.
 */
export function overrideLink(site: URL, remote: Pick<DevRemote, 'area' | 'devPort' | 'routes'>): string {
  const page = remote.routes.routes.find((route) => !/[:*]/.test(route.path))?.path ?? remote.routes.prefixes[0]!;
  // Written out rather than percent-encoded, so a person can read (and edit) what it sets.
  return `${new URL(page, site).href}?${OVERRIDE_PARAM}=${remote.area}@http://127.0.0.1:${remote.devPort}/mf-manifest.json`;
}
