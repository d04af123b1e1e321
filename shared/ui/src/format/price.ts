import { formatNumber } from './persian.ts';

/** Rials in a toman. */
const RIALS_PER_TOMAN = 10;

/**
 * A price as Iranian families say it: in toman, with Persian digits
 * («۳۹۰٬۰۰۰ تومان»), or «رایگان» for 0. The API gives every price in rial
 * (shared/api-client's course and home schemas), so the site divides by ten
 * here, in one place, and never shows rial.
 */
export function formatPrice(rial: number): string {
  if (rial <= 0) return 'رایگان';
  // A price of a few rials still costs something: never «۰ تومان».
  const toman = Math.max(1, Math.round(rial / RIALS_PER_TOMAN));
  return `${formatNumber(toman)} تومان`;
}
