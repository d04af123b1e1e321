/**
 * Hot reload of an area's dev server inside the production site (docs/operations.md, "Overrides for
 * teams"). build/browser-config.ts adds reload-without-react-refresh-entry.ts to every area's development build.
 *
 * React Refresh swaps a saved component in place, but only through a development build of react-dom,
 * which registers itself with React's DevTools hook able to `scheduleRefresh`. In `npm run dev` the shell
 * is such a build. The production site's shell is not: there an update is applied, the dev server says
 * «updated», and nothing on the page changes. So once an update has been applied and no React on the page
 * can refresh, the page is loaded again: the developer sees their change, at the cost of the page's state.
 */

/** The part of the bundler's hot module API used here (`import.meta.webpackHot`). */
export interface HotStatusApi {
  addStatusHandler(handler: (status: string) => void): void;
}

interface DevToolsRenderer {
  scheduleRefresh?: unknown;
}

interface DevToolsHook {
  renderers?: Map<unknown, DevToolsRenderer>;
}

/** Whether a React on the page can swap components in place (a development react-dom is registered). */
export function reactCanRefresh(page: { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook }): boolean {
  const renderers = page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers;
  return [...(renderers?.values() ?? [])].some((renderer) => typeof renderer.scheduleRefresh === 'function');
}

/**
 * Reloads the page when an applied update cannot reach the screen. Asked after the update, not at start:
 * React may register after this module runs.
 */
export function reloadWhenRefreshCannotApply(hot: HotStatusApi, canRefresh: () => boolean, reload: () => void): void {
  let applied = false;
  hot.addStatusHandler((status) => {
    if (status === 'apply') applied = true;
    if (status !== 'idle' || !applied) return;
    applied = false;
    if (!canRefresh()) reload();
  });
}
