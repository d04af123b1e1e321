/** Pages a reload must never interrupt: a quiz being answered. */
const NEVER_RELOAD_UNDER = /^\/quiz\/run\//;

/**
 * Whether the page may reload itself for a new release now: not in the middle
 * of a quiz run and not while a form holds unsent input.
 */
export function mayReloadNow(pathname: string, dirtyForms: ReadonlySet<string>): boolean {
  return !NEVER_RELOAD_UNDER.test(pathname) && dirtyForms.size === 0;
}
