import * as z from '@shared/schema';
import { persianSearchKey, toLatinDigits, toPersianDigits } from '@shared/api-client/core';

/**
 * The kinds of query-string parameter the API reads, with their limits and the Persian message a person
 * sees when one is out of bounds. An endpoint's query schema is built from these, once, for the client's
 * types and the API's checks alike. A query string is text: the API reads a number in Persian, Arabic or
 * Latin digits; the client sends numbers as numbers.
 */

/**
 * A whole number in Persian digits, without grouping («۱۰۰۰۰»), as fa-IR writes it. Digits, not Intl: the
 * schemas write their messages while every page's code loads, and a fa-IR formatter (which `toLocaleString`
 * makes anew on each call) reads the locale's data, milliseconds on a phone.
 */
export function persianCount(value: number): string {
  return toPersianDigits(String(value));
}

/** How long a search text may be: longer than any headword, title or question's opening. */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** The highest page number a list is asked for. */
export const MAX_PAGE = 10_000;

/**
 * A number of the query string as a person may type it (Persian, Arabic or Latin digits, spaces around),
 * `fallback` when absent or empty; `checked` is the number's own schema, its bounds with their messages.
 */
export function typedNumber(fallback: number, checked: z.ZodMiniType<number, number>) {
  const read = (value: string | number) => {
    if (typeof value !== 'string') return value;
    const digits = toLatinDigits(value.trim());
    return digits === '' ? fallback : Number(digits);
  };
  return z._default(z.pipe(z.transform(read), checked), fallback);
}

/** A count between 1 and `max`, `fallback` when absent or empty; `label` names it in the message. */
export function countParam(label: string, max: number, fallback: number) {
  const message = `${label} باید عددی صحیح از ۱ تا ${persianCount(max)} باشد.`;
  return typedNumber(
    fallback,
    z.int({ error: message }).check(z.gte(1, { error: message }), z.lte(max, { error: message })),
  );
}

/** A page number, 1 when absent. */
export const pageParam = () => countParam('شمارهٔ صفحه', MAX_PAGE, 1);

/** What a person reads when a search text is over `MAX_SEARCH_TEXT_LENGTH` characters, in every search. */
export const SEARCH_TEXT_TOO_LONG = `متن جست‌وجو نباید بیش از ${persianCount(MAX_SEARCH_TEXT_LENGTH)} نویسه باشد.`;

/** A required search text: not only spaces or marks, and at most `MAX_SEARCH_TEXT_LENGTH` characters. */
export function searchTextParam(emptyMessage: string) {
  return z.string({ error: emptyMessage }).check(
    z.maxLength(MAX_SEARCH_TEXT_LENGTH, { error: SEARCH_TEXT_TOO_LONG }),
    z.refine((text) => persianSearchKey(text) !== '', { error: emptyMessage }),
  );
}
