/** Which item to focus: the first, the last, or one by index (wrapping around). */
export type ItemTarget = 'first' | 'last' | number;

/** The menu's items in order. */
export function menuItemsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Focuses an item of the menu; indexes past either end wrap around. */
export function focusMenuItem(list: HTMLElement | null, target: ItemTarget): void {
  const items = menuItemsOf(list);
  if (items.length === 0) return;
  const index = target === 'first' ? 0 : target === 'last' ? items.length - 1 : (target + items.length) % items.length;
  items[index]?.focus();
}

/** The index of the focused item, or -1. */
export function focusedMenuItemIndex(list: HTMLElement | null): number {
  return menuItemsOf(list).findIndex((item) => item === document.activeElement);
}
