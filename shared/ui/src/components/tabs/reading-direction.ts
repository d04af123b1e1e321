/**
 * The reading direction around an element. The site is right to left, so
 * only an explicit dir="ltr" ancestor makes it left to right.
 */
export function readingDirection(element: Element): 'rtl' | 'ltr' {
  return element.closest('[dir]')?.getAttribute('dir') === 'ltr' ? 'ltr' : 'rtl';
}

/**
 * The step an arrow key takes along a horizontal list: +1 towards the end,
 * -1 towards the start, 0 for other keys. In right to left, ArrowLeft goes on.
 */
export function horizontalStep(key: string, direction: 'rtl' | 'ltr'): 1 | -1 | 0 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forwardKey ? 1 : -1;
}
