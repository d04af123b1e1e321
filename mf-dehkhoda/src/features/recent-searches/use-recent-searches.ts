import { useSyncExternalStore } from 'react';
import { readRecentSearches, subscribeToRecentSearches } from '../../lib/recent-searches.ts';

const NONE: readonly string[] = [];

/*
 * The last list read, so an unchanged list is the same array and React does
 * not render again. Only the browser reads it: on the server (and while the
 * browser hydrates the server's HTML) the list is NONE.
 */
let last: readonly string[] = NONE;

function snapshot(): readonly string[] {
  const next = readRecentSearches();
  const same = next.length === last.length && next.every((search, index) => search === last[index]);
  if (!same) last = next.length === 0 ? NONE : next;
  return last;
}

/**
 * The searches kept on this device, newest first. The server cannot see the
 * device's storage, so the page is rendered without them there and on the
 * browser's first (hydrating) render; the browser then shows them at once.
 */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribeToRecentSearches, snapshot, () => NONE);
}
