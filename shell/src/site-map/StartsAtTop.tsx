import { useScrollToTop } from './use-scroll-to-top.ts';

/**
 * Beside every page, inside its Suspense boundary, so it mounts when the page itself appears (an area's
 * code may arrive after the address changed): a page reached by a link starts at the top. It renders
 * nothing.
 */
export function StartsAtTop() {
  useScrollToTop();
  return null;
}
