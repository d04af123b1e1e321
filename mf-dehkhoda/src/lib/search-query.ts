import { cleanPersianText, persianSearchKey } from '@shared/api-client';

/** The longest query the API accepts (it answers 422 beyond it). */
export const MAX_QUERY_LENGTH = 100;

/**
 * What a reader typed, tidied for a request and for the address bar: Arabic
 * ي/ك become Persian ی/ک, invisible marks go, spaces collapse and the ends are
 * trimmed. ZWNJ, diacritics and digits stay as typed (the server folds them).
 */
export function cleanQuery(text: string): string {
  return cleanPersianText(text).slice(0, MAX_QUERY_LENGTH).trim();
}

/** Whether a query has anything to look for (not only spaces, marks or ZWNJ). */
export function isSearchable(query: string): boolean {
  return persianSearchKey(query) !== '';
}
