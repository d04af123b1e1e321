import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date. Charts draw at their
 * real width so their text stays readable on a phone instead of shrinking
 * with a fixed viewBox. Without ResizeObserver (old browsers, tests) the
 * fallback width stays.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
