import type { FollowerLog, PrepareRegistry } from './postgres/registry-follower.ts';
import { RegistryFollower, type OtherChange } from './postgres/registry-follower.ts';
import { PostgresSiteStore } from './postgres/postgres-store.ts';
import type { RegistryAccess, SiteStore } from './site-store.ts';

/**
 * The registry a server serves from: on PostgreSQL, held in memory and refreshed when another server or
 * the CLI changes it (RegistryFollower), listening already; on the file store, the file itself (read per
 * request, cached until it changes). `stop` ends the listening before the store closes; `follow` hears the
 * store's other rings (failure reports, shared settings) on the same connection (none on the file store).
 */
export async function followRegistry(
  store: SiteStore,
  log: FollowerLog,
  /** Run on each registry read before it is served (a shared store's releases fetched into the cache). */
  prepare?: PrepareRegistry,
): Promise<RegistryAccess & { stop?: () => Promise<void>; follow?: (kind: OtherChange, onRing: () => void) => void }> {
  if (!(store instanceof PostgresSiteStore)) return store.registry;
  const follower = new RegistryFollower(store, log, undefined, prepare);
  await follower.start();
  return follower;
}
