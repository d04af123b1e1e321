import { applyOverrideParams, readOverrides } from './overrides.ts';
import { showOverrideBadge } from './override-badge.ts';
import type { RemotesDocument } from '@shared/registry';
import { adoptEmbeddedRegistry, loadRegistry } from './registry.ts';

/**
 * Runs once at boot, before the router reads the URL. Takes the
 * `mf-override` parameters off the address (they are stored in this
 * browser), and when this browser has overrides, asks the registry whether
 * the server allows them and shows the badge if it does. Without overrides
 * nothing is fetched: the registry loads with the first area page, or came
 * in a server-rendered page (`embedded`), which is then used instead.
 * Returns whether overrides are in effect (a server-rendered page then shows
 * other releases than this browser loads, so it is drawn afresh).
 */
export function startRemotes(embedded?: RemotesDocument): boolean {
  let stored = true;
  try {
    const search = applyOverrideParams(location.search);
    if (search !== location.search) {
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    }
  } catch {
    // No storage (private mode, blocked): overrides are simply unavailable.
    stored = false;
  }
  if (embedded) adoptEmbeddedRegistry(embedded);
  if (!stored || Object.keys(readOverrides()).length === 0) return false;
  loadRegistry().then(
    ({ overrides }) => showOverrideBadge(overrides),
    () => undefined,
  );
  return embedded?.overrides === true;
}
