import {
  ApiError,
  configureApiClient,
  getBlogCategories,
  getBlogPosts,
  getBlogSidebar,
  getCourseDetails,
  getCourses,
  getDehkhodaEntries,
  getQuizList,
  getSponsors,
  getStaticPage,
  searchQuestionBank,
  type CourseDetails,
} from '@shared/api-client';
import type { ListedUrl } from './change-clock.ts';
import { sitePath } from './sitemap-xml.ts';

/**
 * The child sitemaps, each served at `/<name>-sitemap.xml`: the seven of spec
 * section 2, then (our addition) the other pages search engines should find,
 * quizzes, question-bank questions, dictionary entries, sponsors and tags.
 */
export const SITEMAP_NAMES = [
  'courses',
  'sections',
  'contents',
  'posts',
  'post_category',
  'topics',
  'pages',
  'quizzes',
  'questions',
  'dictionary',
  'sponsors',
  'tags',
] as const;

/** One child sitemap. */
export type SitemapName = (typeof SITEMAP_NAMES)[number];

/** The largest page the API serves (spec: lists are paginated; the dev API allows 48). */
const PER_PAGE = 48;
/** Course details fetched at once: enough to be quick, few enough not to trip the API's rate limit. */
const DETAIL_CONCURRENCY = 4;

/** Static pages of `get-page` and the path the site map shows each at. */
const STATIC_PAGES: Record<string, string> = {
  aboutus: '/aboutus',
  privacy: '/privacy',
  partnership: '/partnership',
  'social-duties': '/social-duties',
  facilities: '/facilities',
  faq: '/faq-dyna',
};

/** Points the API client at the backend; the site server has exactly one. */
export function pointApiClientAt(apiBaseUrl: string): void {
  configureApiClient({ base: apiBaseUrl });
}

/**
 * How a source is read: whole, for the sitemaps, or only its first few items (`sample`), which is what
 * the smoke test before a promote needs (real ids and slugs to render each page with, in a few calls).
 */
export interface SourceReading {
  sample?: boolean;
}

/** Items of each source a sample reads. */
const SAMPLE_SIZE = 2;

async function allPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<{ data: T[]; meta: { last_page: number } }>,
  { sample = false }: SourceReading = {},
  perPage = PER_PAGE,
) {
  const first = await fetchPage(1, sample ? SAMPLE_SIZE : perPage);
  if (sample) return first.data.slice(0, SAMPLE_SIZE);
  const items = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page += 1) items.push(...(await fetchPage(page, perPage)).data);
  return items;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every course with its sections and contents: the source of three sitemaps, fetched once. */
export async function fetchCatalog(reading?: SourceReading): Promise<CourseDetails[]> {
  const cards = await allPages((page, per_page) => getCourses({ page, per_page }), reading);
  return mapLimited(cards, DETAIL_CONCURRENCY, async (card) => (await getCourseDetails(card.slug)).data);
}

/** The URLs of the catalog's sitemaps: courses, their sections and their contents. */
export function catalogUrls(catalog: readonly CourseDetails[], name: 'courses' | 'sections' | 'contents'): ListedUrl[] {
  if (name === 'courses') {
    return catalog.map((course) => ({ path: sitePath('/course', course.slug), lastmod: course.created_at }));
  }
  const sections = catalog.flatMap((course) => course.sections.map((section) => ({ course, section })));
  // A chapter and a lesson change with what the outline says of them (the API dates only the course).
  if (name === 'sections') {
    return sections.map(({ section }) => ({ path: sitePath('/course/sections', section.slug), listing: section }));
  }
  return sections.flatMap(({ course, section }) =>
    section.contents.map((content) => ({
      path: sitePath('/course/content', course.slug, content.slug),
      listing: content,
    })),
  );
}

/** Every blog post, newest first. */
export async function postUrls(reading?: SourceReading): Promise<ListedUrl[]> {
  const posts = await allPages((page, per_page) => getBlogPosts({ page, per_page }), reading);
  return posts.map((post) => ({ path: sitePath('/articles', post.slug), lastmod: post.published_at }));
}

/** Every blog category. */
export async function postCategoryUrls(): Promise<ListedUrl[]> {
  const { data } = await getBlogCategories();
  return data.map((category) => ({ path: sitePath('/articles/category', category.slug), listing: category }));
}

/** Every topic of the question bank (the bank's first page lists them all). */
export async function topicUrls(): Promise<ListedUrl[]> {
  const { topics } = await searchQuestionBank({ page: 1, per_page: 1 });
  return topics.map((topic) => ({ path: sitePath('/question/topic', topic.slug), listing: topic }));
}

/** The fixed pages (listed-pages.ts) and the static pages the API has, with their last change. */
export async function pageUrls(fixedPages: readonly string[]): Promise<ListedUrl[]> {
  const statics = await Promise.all(
    Object.entries(STATIC_PAGES).map(async ([name, path]) => {
      try {
        return [{ path, lastmod: (await getStaticPage(name)).data.updated_at }];
      } catch (error) {
        // A page the backend does not have is left out, not an error.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    }),
  );
  return [...fixedPages.map((path) => ({ path })), ...statics.flat()];
}

/** Every quiz's page. */
export async function quizUrls(reading?: SourceReading): Promise<ListedUrl[]> {
  const quizzes = await allPages((page, per_page) => getQuizList({ page, per_page }), reading);
  return quizzes.map((quiz) => ({ path: sitePath('/quiz', quiz.slug), listing: quiz }));
}

/** Every question of the question bank. */
export async function questionUrls(reading?: SourceReading): Promise<ListedUrl[]> {
  const questions = await allPages((page, per_page) => searchQuestionBank({ page, per_page }), reading);
  return questions.map((question) => ({ path: sitePath('/question', question.code), listing: question }));
}

/** The largest page of dictionary entries the API serves. */
const ENTRIES_PER_PAGE = 200;

/** Every dictionary entry, at the address its page uses (`/dehkhoda/entry/{id}/{slug}`). */
export async function dictionaryUrls(reading?: SourceReading): Promise<ListedUrl[]> {
  const entries = await allPages((page, limit) => getDehkhodaEntries({ page, limit }), reading, ENTRIES_PER_PAGE);
  return entries.map((entry) => ({
    path: sitePath('/dehkhoda/entry', String(entry.id), entry.slug),
    listing: entry,
  }));
}

/** Every sponsor's page. */
export async function sponsorUrls(reading?: SourceReading): Promise<ListedUrl[]> {
  const sponsors = await allPages((page, per_page) => getSponsors({ page, per_page }), reading);
  return sponsors.map((sponsor) => ({ path: sitePath('/landing/sponsors', sponsor.slug), listing: sponsor }));
}

/** Every blog tag (the sidebar's tag cloud lists them all). */
export async function tagUrls(): Promise<ListedUrl[]> {
  const { data } = await getBlogSidebar();
  return data.tags.map((tag) => ({ path: sitePath('/articles/tag', tag.slug), listing: tag }));
}
