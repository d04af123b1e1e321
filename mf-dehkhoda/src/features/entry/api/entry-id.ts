import { toLatinDigits } from '@shared/api-client';

/**
 * The entry id of an address in Latin digits, so /entry/۴۵۷ and /entry/457
 * are one entry (one cache key); undefined when it is not a number, which
 * names no entry.
 */
export function entryIdOf(param: string): string | undefined {
  const latinId = toLatinDigits(param.trim());
  return /^\d{1,9}$/.test(latinId) ? latinId : undefined;
}
