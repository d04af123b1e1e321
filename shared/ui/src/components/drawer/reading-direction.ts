/**
 * Whether an element is laid out right to left. The nearest `dir` attribute
 * decides; without one the computed style does, and the site's default is
 * right to left, which is also what jsdom (which computes no direction) gets.
 */
export function isRightToLeft(element: Element): boolean {
  const dir = element.closest('[dir]')?.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') return dir === 'rtl';
  return getComputedStyle(element).direction !== 'ltr';
}
