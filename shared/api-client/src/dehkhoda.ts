import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, type QueryOf, list, paginated, single } from '@shared/api-client/core';
import { countParam, pageParam, searchTextParam } from './query-params.ts';
import {
  PERSIAN_ALPHABET,
  dehkhodaAutocompleteItemSchema,
  dehkhodaEntryRefSchema,
  dehkhodaEntrySchema,
  dehkhodaOrderSchema,
  dehkhodaSearchHitSchema,
  dehkhodaSortSchema,
  dehkhodaStatsSchema,
  dehkhodaSuggestionSchema,
} from './dehkhoda-schemas.ts';
import { keyParams } from './query-keys.ts';

const QUERY_REQUIRED = 'عبارت جست‌وجو را وارد کنید.';

/** The dictionary's calls (read-only, public). */
export const dehkhodaEndpoints = {
  /** Headwords starting with q first, then containing it. */
  autocomplete: endpoint({
    method: 'get',
    path: '/front/dehkhoda/autocomplete',
    access: 'public',
    query: z.object({
      q: searchTextParam(QUERY_REQUIRED),
      limit: countParam('تعداد پیشنهادها', 50, 10),
    }),
    response: list(dehkhodaAutocompleteItemSchema),
  }),
  /** A page of entries with excerpts. Default order: `desc` for relevance (best first), `asc` for title and serial. */
  search: endpoint({
    method: 'get',
    path: '/front/dehkhoda/search',
    access: 'public',
    query: z.object({
      q: searchTextParam(QUERY_REQUIRED),
      limit: countParam('تعداد نتایج هر صفحه', 50, 10),
      page: pageParam(),
      sort: z._default(dehkhodaSortSchema, 'relevance'),
      order: z.optional(dehkhodaOrderSchema),
    }),
    response: paginated(dehkhodaSearchHitSchema),
  }),
  /** Our addition: the entries in dictionary order, all or one letter's, a page at a time. */
  entries: endpoint({
    method: 'get',
    path: '/front/dehkhoda/entries',
    access: 'public',
    query: z.object({
      letter: z.optional(
        z.string().check(
          z.trim(),
          z.refine((letter) => (PERSIAN_ALPHABET as readonly string[]).includes(letter), {
            error: 'حرف باید یکی از حروف الفبای فارسی باشد.',
          }),
        ),
      ),
      limit: countParam('تعداد مدخل‌های هر صفحه', 200, 50),
      page: pageParam(),
    }),
    response: paginated(dehkhodaEntryRefSchema),
  }),
  entry: endpoint({
    method: 'get',
    path: '/front/dehkhoda/entry/:id',
    access: 'public',
    response: single(dehkhodaEntrySchema),
  }),
  bySerial: endpoint({
    method: 'get',
    path: '/front/dehkhoda/serial/:serialNumber',
    access: 'public',
    response: single(dehkhodaEntrySchema),
  }),
  stats: endpoint({
    method: 'get',
    path: '/front/dehkhoda/stats',
    access: 'public',
    response: single(dehkhodaStatsSchema),
  }),
  /** The closest headwords when a search finds nothing. */
  suggestions: endpoint({
    method: 'get',
    path: '/front/dehkhoda/suggestions',
    access: 'public',
    query: z.object({
      term: searchTextParam('واژه‌ای را که پیدا نشد بفرستید.'),
      limit: countParam('تعداد پیشنهادها', 20, 5),
    }),
    response: list(dehkhodaSuggestionSchema),
  }),
};

export const dehkhodaAutocompleteResponseSchema = dehkhodaEndpoints.autocomplete.response;
export const dehkhodaSearchResponseSchema = dehkhodaEndpoints.search.response;
export const dehkhodaEntryResponseSchema = dehkhodaEndpoints.entry.response;
export const dehkhodaStatsResponseSchema = dehkhodaEndpoints.stats.response;
export const dehkhodaSuggestionsResponseSchema = dehkhodaEndpoints.suggestions.response;

export type DehkhodaAutocompleteQuery = QueryOf<typeof dehkhodaEndpoints.autocomplete>;
export type DehkhodaSearchQuery = QueryOf<typeof dehkhodaEndpoints.search>;
export type DehkhodaSuggestionsQuery = QueryOf<typeof dehkhodaEndpoints.suggestions>;
export type DehkhodaEntriesQuery = QueryOf<typeof dehkhodaEndpoints.entries>;
export type DehkhodaAutocompleteResponse = z.infer<typeof dehkhodaAutocompleteResponseSchema>;
export type DehkhodaSearchResponse = z.infer<typeof dehkhodaSearchResponseSchema>;
export type DehkhodaEntryResponse = z.infer<typeof dehkhodaEntryResponseSchema>;
export type DehkhodaStatsResponse = z.infer<typeof dehkhodaStatsResponseSchema>;
export type DehkhodaSuggestionsResponse = z.infer<typeof dehkhodaSuggestionsResponseSchema>;

/** Lets a page cancel the request a newer keystroke has made stale. */
export interface DehkhodaCallOptions {
  signal?: AbortSignal;
}

/** Headwords starting with q first, then containing it. */
export async function getDehkhodaAutocomplete(
  query: DehkhodaAutocompleteQuery,
  options: DehkhodaCallOptions = {},
): Promise<DehkhodaAutocompleteResponse> {
  requireParams({ q: query.q });
  return callEndpoint(dehkhodaEndpoints.autocomplete, { query, signal: options.signal });
}

/**
 * Headwords for what is typed. The query's signal goes to the call, so a
 * newer query aborts the older request; headwords do not change while a
 * reader types, so going back a letter is instant.
 */
export function dehkhodaAutocompleteQuery(query: DehkhodaAutocompleteQuery) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: ['dehkhoda', 'autocomplete', params] as const,
    queryFn: ({ signal }) => getDehkhodaAutocomplete(params, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A page of entries with excerpts. */
export async function searchDehkhoda(
  query: DehkhodaSearchQuery,
  options: DehkhodaCallOptions = {},
): Promise<DehkhodaSearchResponse> {
  requireParams({ q: query.q });
  return callEndpoint(dehkhodaEndpoints.search, { query, signal: options.signal });
}

/** One page of results; a newer search aborts the older request. */
export function dehkhodaSearchQuery(query: DehkhodaSearchQuery) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: ['dehkhoda', 'search', params] as const,
    queryFn: ({ signal }) => searchDehkhoda(params, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const dehkhodaEntriesResponseSchema = dehkhodaEndpoints.entries.response;
export type DehkhodaEntriesResponse = z.infer<typeof dehkhodaEntriesResponseSchema>;

/** The entries in dictionary order, all or one letter's, a page at a time. */
export async function getDehkhodaEntries(query: DehkhodaEntriesQuery = {}): Promise<DehkhodaEntriesResponse> {
  return callEndpoint(dehkhodaEndpoints.entries, { query });
}

/** A page of entries in dictionary order (a letter's, or all). */
export function dehkhodaEntriesQuery(query?: DehkhodaEntriesQuery) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: ['dehkhoda', 'entries', params] as const,
    queryFn: () => getDehkhodaEntries(params),
  });
}

/** One entry by its id. */
export async function getDehkhodaEntry(id: number | string): Promise<DehkhodaEntryResponse> {
  return callEndpoint(dehkhodaEndpoints.entry, { params: { id } });
}

/**
 * An entry by id. The key holds the id as trimmed text, so 457 and '457'
 * share one entry (a caller folds Persian digits first), and a serial
 * lookup can put the entry it found there.
 */
export const dehkhodaEntryQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['dehkhoda', 'entry', String(id).trim()] as const,
    queryFn: () => getDehkhodaEntry(id),
    staleTime: 10 * 60_000,
  });

/** One entry by its serial number. */
export async function getDehkhodaEntryBySerial(serialNumber: number | string): Promise<DehkhodaEntryResponse> {
  return callEndpoint(dehkhodaEndpoints.bySerial, { params: { serialNumber } });
}

/** The dictionary's figures. */
export async function getDehkhodaStats(): Promise<DehkhodaStatsResponse> {
  return callEndpoint(dehkhodaEndpoints.stats, {});
}

/** The dictionary's figures; they change only when the dictionary does. */
export const dehkhodaStatsQuery = () =>
  queryOptions({ queryKey: ['dehkhoda', 'stats'], queryFn: getDehkhodaStats, staleTime: 30 * 60_000 });

/** The closest headwords when a search finds nothing. */
export async function getDehkhodaSuggestions(query: DehkhodaSuggestionsQuery): Promise<DehkhodaSuggestionsResponse> {
  requireParams({ term: query.term });
  return callEndpoint(dehkhodaEndpoints.suggestions, { query });
}

/** The closest headwords offered when a search finds nothing. */
export function dehkhodaSuggestionsQuery(query: DehkhodaSuggestionsQuery) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: ['dehkhoda', 'suggestions', params] as const,
    queryFn: () => getDehkhodaSuggestions(params),
    staleTime: 10 * 60_000,
  });
}
