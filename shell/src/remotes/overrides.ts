import * as z from '@shared/schema';
import { AREAS, isAreaName, type AreaName } from '@shared/registry';

/** Query parameter that sets an override: `?mf-override=quiz@http://127.0.0.1:3002/mf-manifest.json`. */
export const OVERRIDE_PARAM = 'mf-override';

/** Where this browser keeps its overrides (namespaced, as every platform key). */
export const OVERRIDES_STORAGE_KEY = 'platform:mf-overrides';

/** Area → manifest URL of the developer's own server, for this browser only. */
export type Overrides = Partial<Record<AreaName, string>>;

const overridesSchema = z.partialRecord(z.enum(AREAS), z.url({ protocol: /^https?$/ }));

/** The overrides stored in this browser; a damaged entry counts as none. */
export function readOverrides(storage: Storage = localStorage): Overrides {
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeOverrides(overrides: Overrides, storage: Storage): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
}

/** Forgets every override of this browser. */
export function clearOverrides(storage: Storage = localStorage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}

/**
 * Applies the `mf-override` parameters of a query string to the stored
 * overrides and returns the query string without them. `quiz@<url>` sets
 * one, `quiz@` or `quiz@off` removes one, `off` removes all. A malformed
 * value is ignored. Whether an override is used is decided later, from
 * `/remotes.json` (the server may not allow them at all).
 */
export function applyOverrideParams(search: string, storage: Storage = localStorage): string {
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return search;
  const overrides = readOverrides(storage);
  for (const value of values) {
    if (value === 'off') {
      for (const area of AREAS) delete overrides[area];
      continue;
    }
    const at = value.indexOf('@');
    const area = value.slice(0, at);
    const url = value.slice(at + 1);
    if (at < 0 || !isAreaName(area)) continue;
    if (url === '' || url === 'off') delete overrides[area];
    else if (overridesSchema.safeParse({ [area]: url }).success) overrides[area] = url;
  }
  writeOverrides(overrides, storage);
  params.delete(OVERRIDE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
