import { useBrowserValue } from '../../hydration/use-browser-value.ts';

function canRunEmbla(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    typeof window.ResizeObserver === 'function' &&
    typeof window.IntersectionObserver === 'function'
  );
}

const neverChanges = () => () => undefined;

/**
 * Whether embla can start here: it needs matchMedia and the resize and
 * intersection observers, which jsdom (other apps' tests) and the server
 * lack. Without them the carousel falls back to a natively scrolled row,
 * which is also how the server draws it; embla starts in a transition after
 * hydration (useBrowserValue says why).
 */
export function useCanRunEmbla(): boolean {
  return useBrowserValue(neverChanges, canRunEmbla, false);
}
