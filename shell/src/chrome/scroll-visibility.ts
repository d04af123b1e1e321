/** Past this scroll position the desktop header hides while the reader scrolls down (spec section 2). */
export const HEADER_HIDE_AFTER_PX = 200;

/** Past this scroll position the mobile search bar hides (spec section 2). */
export const MOBILE_SEARCH_HIDE_AFTER_PX = 50;

/** What the header remembers between two scroll events. */
export interface ScrollVisibility {
  hidden: boolean;
  lastY: number;
}

/**
 * The header's visibility after a scroll to `y`: shown near the top, hidden
 * while scrolling down past `threshold`, shown again on any scroll up.
 */
export function nextScrollVisibility(state: ScrollVisibility, y: number, threshold: number): ScrollVisibility {
  if (y <= threshold) return { hidden: false, lastY: y };
  if (y > state.lastY) return { hidden: true, lastY: y };
  if (y < state.lastY) return { hidden: false, lastY: y };
  return state;
}
