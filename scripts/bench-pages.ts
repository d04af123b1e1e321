/**
 * The pages the benches measure that depend on the seeded data: they are picked from the started site's own
 * API, so a bench never names a slug that the seed may no longer have.
 */
import { blogIndexResponseSchema, dehkhodaEntriesResponseSchema } from '@shared/api-client';
import { blogPaths } from '../mf-blog/src/lib/paths.ts';
import { entryPath } from '../mf-dehkhoda/src/lib/paths.ts';

/** A page picked from the API: its path, and the title its `<h1>` shows. */
export interface PickedPage {
  path: string;
  title: string;
}

/** `GET /api/<apiPath>` of a started site, as JSON; an answer other than 2xx is an error. */
export async function apiJson(origin: string, apiPath: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${origin}/api/${apiPath}`, { signal });
  if (!response.ok) throw new Error(`GET /api/${apiPath} answered HTTP ${response.status}`);
  return response.json();
}

/** The newest article (the first featured one when none is listed as latest), as the site's API lists it. */
export async function pickArticle(origin: string, signal?: AbortSignal): Promise<PickedPage> {
  const blog = blogIndexResponseSchema.parse(await apiJson(origin, 'front/blog/index', signal)).data;
  const post = blog.latest_posts[0] ?? blog.featured_posts[0];
  if (!post) throw new Error('GET /api/front/blog/index lists no article to measure');
  return { path: blogPaths.article(post.slug), title: post.title };
}

/** The first dictionary entry, as the site's API lists them. */
export async function pickDictionaryEntry(origin: string, signal?: AbortSignal): Promise<PickedPage> {
  const entries = dehkhodaEntriesResponseSchema.parse(await apiJson(origin, 'front/dehkhoda/entries?limit=1', signal));
  const entry = entries.data[0];
  if (!entry) throw new Error('GET /api/front/dehkhoda/entries lists no dictionary entry to measure');
  return { path: entryPath(entry), title: entry.title };
}
