import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, imageStylesSchema, list, single } from '@shared/api-client/core';
import { searchTextParam } from './query-params.ts';

/** A course or content hit: title, slug and thumbnail (spec section 3). */
export const searchItemSchema = z.looseObject({
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
});

/** A content hit also names its course, whose slug is the lesson slug of its page (our design). */
export const searchContentSchema = z.looseObject({
  ...searchItemSchema.shape,
  course: z.looseObject({ title: z.string(), slug: z.string() }),
});

/** A post hit: posts carry `picture_styles` instead of `image_styles` (spec section 3). */
export const searchPostSchema = z.looseObject({
  title: z.string(),
  slug: z.string(),
  picture_styles: imageStylesSchema,
});

/** A question-bank topic hit: name and slug (spec section 3). */
export const searchTopicSchema = z.looseObject({ name: z.string(), slug: z.string() });

const SEARCH_REQUIRED = 'عبارت جست‌وجو را وارد کنید.';

export const searchEndpoints = {
  /** Posts, courses, contents and topics matching the query, grouped as the search dialog shows them. */
  site: endpoint({
    method: 'get',
    path: '/front/search',
    access: 'public',
    query: z.object({ search: searchTextParam(SEARCH_REQUIRED) }),
    response: single(
      z.looseObject({
        posts: z.array(searchPostSchema),
        courses: z.array(searchItemSchema),
        contents: z.array(searchContentSchema),
        topics: z.array(searchTopicSchema),
      }),
    ),
  }),
  /** Question-bank topics matching the query, with their question counts; a signed-in student's. */
  topics: endpoint({
    method: 'get',
    path: '/front/search/topics',
    access: 'student',
    query: z.object({ search: searchTextParam(SEARCH_REQUIRED) }),
    response: list(z.extend(searchTopicSchema, { question_count: z.int().check(z.nonnegative()) })),
  }),
};

export const searchResultSchema = searchEndpoints.site.response;

/** What the site-wide search found. */
export type SearchResult = z.infer<typeof searchResultSchema>['data'];
/** A question-bank topic as search returns it. */
export type SearchTopic = z.infer<typeof searchTopicSchema>;

/**
 * The letter an empty query searches with (spec section 5: "an empty query
 * searches with a default letter"), so opening the dialog shows something.
 */
export const DEFAULT_SEARCH_LETTER = 'ا';

/** Posts, courses, contents and topics matching the query; an empty one searches with the default letter. */
export async function searchSite(search: string, signal?: AbortSignal): Promise<SearchResult> {
  const response = await callEndpoint(searchEndpoints.site, {
    query: { search: search.trim() || DEFAULT_SEARCH_LETTER },
    signal,
  });
  return response.data;
}

/**
 * The site search of one query (a caller normalises the text first). The
 * query's signal goes to the call, so a newer query aborts the older request.
 */
export const siteSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['search', 'site', search] as const,
    queryFn: ({ signal }) => searchSite(search, signal),
    staleTime: 60_000,
  });

/** Question-bank topics matching the query (a signed-in student's call). */
export async function searchTopics(search: string): Promise<SearchTopic[]> {
  requireParams({ search });
  const response = await callEndpoint(searchEndpoints.topics, { query: { search } });
  return response.data;
}

/** Question-bank topics matching a search (bearer: run it only once logged in). */
export const topicSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['search', 'topics', search] as const,
    queryFn: () => searchTopics(search),
    staleTime: 5 * 60_000,
  });
