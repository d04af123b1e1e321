/**
 * Persian formatting and input normalisation (style guide: Persian first).
 * Numbers and dates are shown through Intl in fa-IR: Persian digits and the
 * Persian (solar hijri) calendar.
 */

import { toLatinDigits, toPersianDigits } from '@shared/api-client/core';
import { dateFormat, numberFormat } from './intl-formats.ts';

// A person's text, shown or put into a title (@shared/ui/format is what a route table's heads may load).
export { plainUserText } from './user-text.ts';

/** 1234.5 → ۱٬۲۳۴٫۵ */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat('fa-IR', options).format(value);
}

/** 0.42 → ۴۲٪ */
export function formatPercent(ratio: number): string {
  return numberFormat('fa-IR', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/**
 * The site's time zone. Dates are read in it unless a caller names another:
 * the site server renders pages in its own zone and the browser then hydrates
 * them in the student's, and a date near midnight must read the same in both.
 */
export const SITE_TIME_ZONE = 'Asia/Tehran';

/** A date (Date or ISO string) in the Persian calendar, in Tehran time: ۱ آذر ۱۴۰۵. */
export function formatDate(value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('fa-IR-u-ca-persian', { timeZone: SITE_TIME_ZONE, ...options }).format(date);
}

/** Seconds as a Persian clock: 125 → ۲:۰۵, 3725 → ۱:۰۲:۰۵. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const [hours, minutes, secs] = parts as [number, number, number];
  const pad = (value: number) => formatNumber(value, { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0 ? `${formatNumber(hours)}:${pad(minutes)}:${pad(secs)}` : `${formatNumber(minutes)}:${pad(secs)}`;
}

// Digits both ways are the API client's (it reads numbers in any digits): one copy for every app. Latin →
// Persian echoes back what a person typed («۲۵», not «25»): searches are sent and kept in the address with
// Latin digits.
export { toLatinDigits, toPersianDigits };

/**
 * Normalises what a person typed: digits to Latin, Arabic ي/ك/ى to Persian
 * ی/ک, without touching ZWNJ (U+200C), which is part of Persian spelling.
 */
export function normalizePersianInput(text: string): string {
  return toLatinDigits(text).replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
}
