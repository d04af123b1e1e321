// From the API client, not @shared/ui: the route module (src/routes.ts) reads page numbers with this, and the
// build loads that module without JSX support, which @shared/ui's components need.
import { toLatinDigits } from '@shared/api-client';

/** A positive whole number from the address, typed with any digits; else undefined. */
export function positiveInteger(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const text = toLatinDigits(raw.trim());
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}
