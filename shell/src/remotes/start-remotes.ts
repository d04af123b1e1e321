import { applyOverrideParams, readOverrides } from './overrides.ts';
import { showOverrideBadge } from './override-badge.ts';
import { loadRegistry } from './registry.ts';

/**
 * Runs once at boot, before the router reads the URL. Takes the
 * `mf-override` parameters off the address (they are stored in this
 * browser), and when this browser has overrides, asks the registry whether
 * the server allows them and shows the badge if it does. Without overrides
 * nothing is fetched: the registry loads with the first area page.
 */
export function startRemotes(): void {
  try {
    const search = applyOverrideParams(location.search);
    if (search !== location.search) {
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    }
  } catch {
    // No storage (private mode, blocked): overrides are simply unavailable.
    return;
  }
  if (Object.keys(readOverrides()).length === 0) return;
  loadRegistry().then(
    ({ overrides }) => showOverrideBadge(overrides),
    () => undefined,
  );
}
