import { toLatinDigits } from '@shared/ui';

/** A positive whole number from the address, typed with any digits; else undefined. */
export function positiveInteger(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const text = toLatinDigits(raw.trim());
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}
