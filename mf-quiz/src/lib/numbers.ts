// From the API client, not @shared/ui: the route module (src/routes.ts) reads page numbers with this, and the
// build loads that module without JSX support, which @shared/ui's components need.
import { toLatinDigits } from '@shared/api-client';

/**
 * A whole number from the address bar (a page, a question, a run id): Persian,
 * Arabic or Latin digits. Anything else (empty, zero, negative, text, absurdly
 * large) is undefined, so the caller picks its own default.
 */
export function positiveIntOf(value: string | null | undefined, max = 1_000_000_000): number | undefined {
  const digits = toLatinDigits(value ?? '').trim();
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const number = Number(digits);
  return number >= 1 && number <= max ? number : undefined;
}

/** The page number of a list: page 1 unless the address names another. */
export function pageNumberOf(value: string | null): number {
  return positiveIntOf(value, 10_000) ?? 1;
}
