import { formatNumber } from '@shared/ui';

/** Writes the Latin digits of a text (a phone number) in Persian, leaving the rest as it is. */
export function withPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => formatNumber(Number(digit)));
}

/** A `tel:` address for a phone number as people write it (dashes, spaces). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
