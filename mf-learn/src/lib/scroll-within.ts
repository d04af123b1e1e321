/** The nearest ancestor that scrolls on its own (the sticky course sidebar), if any. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * Brings an item into the middle of the box that scrolls it, without moving
 * the page itself (which a content page has just scrolled to its top).
 * Returns whether such a box was there (none yet while the sidebar is hidden
 * or not laid out).
 */
export function scrollIntoViewWithin(item: HTMLElement): boolean {
  const box = scrollingAncestor(item);
  if (!box) return false;
  const outer = box.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.top < outer.top || inner.bottom > outer.bottom) {
    box.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
  }
  return true;
}
