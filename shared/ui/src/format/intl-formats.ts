/**
 * One `Intl` formatter per locale and options, made on first use and kept.
 *
 * Making an `Intl.DateTimeFormat` costs about 0.2 ms on the site server and
 * several times that in a slow phone's browser, and formatting with one made
 * already costs a microsecond: a page listing twenty dates used to build
 * twenty formatters on every server render and again while hydrating. The
 * first formatter of a locale also loads its data (tens of milliseconds), so
 * none is made while modules load, only when a page first shows a number.
 */

import { keptValue } from '../cache/kept-value.ts';

/** Callers pass options written in code, so the kinds are few. */
const MAX_FORMATTERS = 64;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptValue(
    numberFormats,
    MAX_FORMATTERS,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptValue(
    dateFormats,
    MAX_FORMATTERS,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
