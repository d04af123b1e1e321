/**
 * Gives the page's history entry a key of its own when it has none.
 *
 * The router remembers scroll positions by the key of each history entry
 * (`<ScrollRestoration />` in RootFrame). An entry the browser made itself, a
 * fresh load from the address bar, a link from another site or a new tab,
 * carries no key, and the router calls every such entry "default": one page's
 * position was then restored on the next fresh load of any page in that tab,
 * which opened scrolled down. With a key written into the entry before the
 * router starts, a fresh load starts at the top, while a reload or a return to
 * it with back/forward finds its own key (the browser keeps an entry's state)
 * and its own position.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  history.replaceState({ ...current, key: newEntryKey() }, '');
}

/** Eight base-36 characters, the same form as the router's own keys. */
function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}
