import { cleanPersianText, MAX_SEARCH_TEXT_LENGTH, persianSearchKey } from '@shared/api-client';

/**
 * What a reader typed, tidied for a request and for the address bar: Arabic
 * ي/ك become Persian ی/ک, invisible marks go, spaces collapse and the ends are
 * trimmed. ZWNJ, diacritics and digits stay as typed (the server folds them).
 */
export function cleanQuery(text: string): string {
  return cleanPersianText(text).slice(0, MAX_SEARCH_TEXT_LENGTH).trim();
}

/** Whether a query has anything to look for (not only spaces, marks or ZWNJ). */
export function isSearchable(query: string): boolean {
  return persianSearchKey(query) !== '';
}
