/**
 * Development only: build/browser-config.ts runs this before the shell's entry, after React Refresh's runtime, so
 * that the areas' React Refresh can find the page's React.
 *
 * Every app's development build carries its own copy of React Refresh's runtime, which learns the React
 * renderer that can refresh through React's DevTools hook. The shell's copy creates the hook and sees
 * react-dom register with it. An area's copy, loaded later, can only read the hook's list of `renderers`,
 * which the hook React Refresh creates leaves empty (only the real DevTools fill it). So a saved component
 * of an area was reported «updated» and never drawn again. Listing each renderer in `renderers`, as the
 * DevTools do, lets every copy find it.
 */

interface DevToolsHook {
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
}

/** Makes the hook list every renderer that registers with it (once: the DevTools may list it already). */
export function listRenderersOnHook(hook: DevToolsHook | undefined): void {
  const { inject, renderers } = hook ?? {};
  if (!hook || !inject || !renderers) return;
  hook.inject = function listed(this: DevToolsHook, renderer) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}

listRenderersOnHook((window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__);
