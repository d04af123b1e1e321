// From the API client, not @shared/ui: the route module (src/routes.ts) reads page numbers with this, and the
// build loads that module without JSX support, which @shared/ui's components need.
import { toLatinDigits } from '@shared/api-client';

const MAX_PAGE = 10_000;

/**
 * The page number from the address bar: Persian, Arabic or Latin digits; any
 * other value (empty, zero, negative, text, absurdly large) means page 1.
 */
export function pageNumberOf(value: string | null): number {
  const digits = toLatinDigits(value ?? '').trim();
  if (!/^\d{1,5}$/.test(digits)) return 1;
  const page = Number(digits);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
