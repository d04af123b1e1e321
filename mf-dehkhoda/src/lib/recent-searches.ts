// The student's last searches, kept on this device only (the dictionary has
// no account data), newest first, so a word looked up yesterday is one tap
// away. Storage may be off or full: the list is then simply empty.

const KEY = 'dehkhoda:recent-searches';
/** How many searches are kept. */
export const RECENT_LIMIT = 8;

/** Who shows the list on this page, told when it changes here (another tab's changes come as `storage` events). */
const listeners = new Set<() => void>();

/** Calls `onChange` whenever the kept searches change, here or in another tab; returns the way to stop. */
export function subscribeToRecentSearches(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function storage(): Storage | undefined {
  try {
    // No window on the site server: the list is then empty, as the server renders it.
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The kept searches, newest first; whatever is not a list of strings counts as none. */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once), keeping at most {@link RECENT_LIMIT}. */
export function rememberSearch(query: string): void {
  const search = query.trim();
  if (!search) return;
  const next = [search, ...readRecentSearches().filter((item) => item !== search)].slice(0, RECENT_LIMIT);
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only means the list is not kept.
  }
  changed();
}

/** Forgets every kept search. */
export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
  changed();
}
