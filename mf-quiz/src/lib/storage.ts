/** Every key this area writes starts with it (team namespace, style guide 5). */
export const STORAGE_PREFIX = 'quiz:';

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off; the area then works without it.
    return undefined;
  }
}

/**
 * Reads a value written by {@link writeStored}. Storage is outside the app's
 * control (another tab, an old version, a person with devtools): whatever
 * fails `isValid` counts as absent.
 */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = store()?.getItem(STORAGE_PREFIX + key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a value is a whole number (the ids this area stores). */
export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Writes a JSON value under the area's namespace; says whether the browser kept it. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a value of the area's namespace. */
export function removeStored(key: string): void {
  try {
    store()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to do: the value stays until storage works again.
  }
}

/** The keys (without the namespace) that start with `prefix`. */
export function storedKeys(prefix: string): string[] {
  const target = store();
  if (!target) return [];
  const keys: string[] = [];
  try {
    for (let index = 0; index < target.length; index += 1) {
      const key = target.key(index);
      if (key?.startsWith(STORAGE_PREFIX + prefix)) keys.push(key.slice(STORAGE_PREFIX.length));
    }
  } catch {
    return [];
  }
  return keys;
}
