import type { RouteRow } from '@shared/registry';
import { blameOfError, reasonOf } from '../render/failure-blame.ts';
import {
  catalogUrls,
  dictionaryUrls,
  fetchCatalog,
  postCategoryUrls,
  postUrls,
  questionUrls,
  quizUrls,
  sponsorUrls,
  tagUrls,
  topicUrls,
  type SourceReading,
} from './sitemap-sources.ts';

/** Raised when the API does not answer (5xx, unreachable): no real parameters can be had. */
export class ApiUnansweredError extends Error {
  constructor(readonly reason: string) {
    super(`the API did not answer: ${reason}`);
    this.name = 'ApiUnansweredError';
  }
}

/**
 * A few real addresses of every sitemap source (the first items of each),
 * read from the API in the current server request's scope (its `apiBase`).
 * A source the backend does not have (4xx) or answers strangely gives none;
 * an API that does not answer (5xx, unreachable) throws `ApiUnansweredError`.
 */
export async function samplePaths(): Promise<string[]> {
  const sample: SourceReading = { sample: true };
  const sources = [
    async () => {
      const catalog = await fetchCatalog(sample);
      return (['courses', 'sections', 'contents'] as const).flatMap((name) => catalogUrls(catalog, name));
    },
    () => postUrls(sample),
    postCategoryUrls,
    topicUrls,
    () => quizUrls(sample),
    () => questionUrls(sample),
    () => dictionaryUrls(sample),
    () => sponsorUrls(sample),
    tagUrls,
  ];
  const results = await Promise.allSettled(sources.map((source) => source()));
  const paths: string[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') paths.push(...result.value.map((url) => url.path));
    else if (blameOfError(result.reason) === 'api') throw new ApiUnansweredError(reasonOf(result.reason));
  }
  return paths;
}

const segmentsOf = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));

/** The parameters a path gives a route pattern (`/quiz/:slug` and `/quiz/algebra`), or undefined when it does not fit. */
function fit(pattern: string, path: string): Record<string, string> | undefined {
  const [wanted, given] = [segmentsOf(pattern), segmentsOf(path)];
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = given[index]!;
    else if (segment !== given[index]) return undefined;
  }
  return params;
}

const fixedSegments = (pattern: string) => segmentsOf(pattern).filter((segment) => !segment.startsWith(':')).length;
const paramsOf = (pattern: string) => segmentsOf(pattern).filter((segment) => segment.startsWith(':'));

/**
 * A concrete address for each route pattern of a table, from real
 * addresses: a pattern without parameters is its own address; one with
 * parameters takes a real address it fits (among the table's patterns, the
 * one with the most fixed segments wins it, as the router ranks them); a
 * page below such a page (`/quiz/:slug/start` under `/quiz/:slug`) takes the
 * same parameters. A pattern none of these give stays without an address.
 */
export function concreteUrls(routes: readonly Pick<RouteRow, 'path'>[], paths: readonly string[]) {
  const found = new Map<string, Record<string, string>>();
  for (const path of paths) {
    const fits = routes
      .map((route) => ({ pattern: route.path, params: fit(route.path, path) }))
      .filter((candidate) => candidate.params !== undefined)
      .sort((a, b) => fixedSegments(b.pattern) - fixedSegments(a.pattern));
    const best = fits[0];
    if (best && paramsOf(best.pattern).length && !found.has(best.pattern)) found.set(best.pattern, best.params!);
  }
  const fill = (pattern: string, params: Record<string, string>) =>
    `/${segmentsOf(pattern)
      .map((segment) => (segment.startsWith(':') ? params[segment.slice(1)] : segment))
      .join('/')}`;
  const urls = new Map<string, string | undefined>();
  for (const { path: pattern } of routes) {
    const wanted = paramsOf(pattern);
    if (!wanted.length) {
      urls.set(pattern, pattern);
      continue;
    }
    const own = found.get(pattern);
    const parent = [...found.entries()].find(
      ([above, params]) =>
        segmentsOf(pattern).slice(0, segmentsOf(above).length).join('/') === segmentsOf(above).join('/') &&
        wanted.every((segment) => params[segment.slice(1)] !== undefined),
    );
    const params = own ?? parent?.[1];
    urls.set(pattern, params ? fill(pattern, params) : undefined);
  }
  return urls;
}
