import { normalizePersianInput } from '@shared/ui';

const MAX_PAGE = 10_000;

/**
 * The page number from the address bar: Persian, Arabic or Latin digits; any
 * other value (empty, zero, negative, text, absurdly large) means page 1.
 */
export function pageNumberOf(value: string | null): number {
  const digits = normalizePersianInput(value ?? '').trim();
  if (!/^\d{1,5}$/.test(digits)) return 1;
  const page = Number(digits);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
