/**
 * Whether the page may reload itself for a new release now: not on a page whose
 * row says a reload must never interrupt it (a quiz being answered: `noAutoReload`,
 * declared by the area that owns the page) and not while a form holds unsent input.
 */
export function mayReloadNow(page: { noAutoReload?: boolean } | undefined, dirtyForms: ReadonlySet<string>): boolean {
  return page?.noAutoReload !== true && dirtyForms.size === 0;
}
