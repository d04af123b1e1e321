import { BLOG_CATEGORIES, BLOG_TAGS } from './blog-taxonomy.ts';
import { POSTS, seedCategory, type SeedPost } from './posts.ts';

/**
 * Reads over the seeded posts: filtering, forgiving search, counts and
 * related posts. Everything here is pure; the routes only shape answers.
 */

const PERSIAN_DIGIT_ZERO = 0x06f0;
const ARABIC_DIGIT_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic (٠–٩) digits → Latin, so «۱۴۰۵» finds «1405» and ids can be typed either way. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_DIGIT_ZERO))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_DIGIT_ZERO));
}

/**
 * Folds the spelling variants people type into one form: Arabic ي/ك/ى as
 * Persian ی/ک, ة/ۀ as ه, hamza-carrying alefs and آ as ا, digits to Latin,
 * diacritics and the zero-width non-joiner dropped (so «میشود» finds
 * «می‌شود»), Latin lower-cased, whitespace collapsed. Input is only ever
 * compared with `includes`, never turned into a RegExp.
 */
export function normaliseSearchText(text: string): string {
  return toLatinDigits(text)
    .replace(/[\u064a\u0649]/g, '\u06cc') // ي ى → ی
    .replace(/\u0643/g, '\u06a9') // ك → ک
    .replace(/[\u0629\u06c0]/g, '\u0647') // ة ۀ → ه
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // diacritics, superscript alef, tatweel
    .replace(/\u200c|\u200d|\u200e|\u200f/g, '') // ZWNJ, ZWJ, direction marks
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, normalised; an empty list means «no search». */
export function searchTerms(query: string | undefined): string[] {
  return normaliseSearchText(query ?? '')
    .split(' ')
    .filter(Boolean);
}

function searchableText(post: SeedPost): string {
  const bodyText = post.body.replace(/<[^>]+>/g, ' ');
  const tags = post.tags.map((tag) => tag.name).join(' ');
  return normaliseSearchText(`${post.title} ${post.excerpt} ${post.category.name} ${tags} ${bodyText}`);
}

const SEARCHABLE = new Map(
  POSTS.map((post) => [post.id, { title: normaliseSearchText(post.title), all: searchableText(post) }]),
);

/** Filters of the post list; all optional, all combined with AND. */
export interface PostFilters {
  /** Category ids; a post in one of them or in one of their sub-categories matches. */
  categoryIds?: readonly number[];
  tagSlug?: string;
  search?: string;
  featuredOnly?: boolean;
}

function inCategories(post: SeedPost, ids: ReadonlySet<number>): boolean {
  return ids.has(post.category.id) || (post.parent_category_id !== null && ids.has(post.parent_category_id));
}

/**
 * Posts matching the filters, newest first. With a search, posts whose title
 * holds every word come before those that only mention them in the text.
 */
export function filterPosts(filters: PostFilters): SeedPost[] {
  const categoryIds = filters.categoryIds?.length ? new Set(filters.categoryIds) : undefined;
  const terms = searchTerms(filters.search);
  const matches = POSTS.filter(
    (post) =>
      (!categoryIds || inCategories(post, categoryIds)) &&
      (!filters.tagSlug || post.tags.some((tag) => tag.slug === filters.tagSlug)) &&
      (!filters.featuredOnly || post.is_featured) &&
      terms.every((term) => SEARCHABLE.get(post.id)?.all.includes(term)),
  );
  if (!terms.length) return matches;
  const titleHit = (post: SeedPost) => terms.every((term) => SEARCHABLE.get(post.id)?.title.includes(term));
  return [...matches.filter(titleHit), ...matches.filter((post) => !titleHit(post))];
}

/** A post by numeric id (Persian digits welcome) or by slug. */
export function findPost(idOrSlug: string): SeedPost | undefined {
  const key = toLatinDigits(idOrSlug.trim()).toLowerCase();
  if (/^\d+$/.test(key)) return POSTS.find((post) => post.id === Number(key));
  return POSTS.find((post) => post.slug === key);
}

/** Up to `count` posts close to this one: same category first, then shared tags; newer first on ties. */
export function relatedPosts(post: SeedPost, count = 3): SeedPost[] {
  const tagSlugs = new Set(post.tags.map((tag) => tag.slug));
  const score = (other: SeedPost) =>
    (other.category.id === post.category.id ? 2 : 0) + other.tags.filter((tag) => tagSlugs.has(tag.slug)).length;
  return POSTS.filter((other) => other.id !== post.id)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score || b.other.published_at.localeCompare(a.other.published_at))
    .slice(0, count)
    .map(({ other }) => other);
}

/** A category as the API returns it: with its post count (sub-categories included) and its parent. */
export function categoryWithCount(slug: string) {
  const category = seedCategory(slug);
  const parent = category.parentSlug ? seedCategory(category.parentSlug) : null;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    posts_count: filterPosts({ categoryIds: [category.id] }).length,
    parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
  };
}

/** Every category with its post count, in menu order. */
export function categoriesWithCounts() {
  return BLOG_CATEGORIES.map((category) => categoryWithCount(category.slug));
}

/** A tag with the number of posts carrying it. */
export function tagWithCount(slug: string) {
  const tag = BLOG_TAGS.find((candidate) => candidate.slug === slug);
  if (!tag) return undefined;
  return { name: tag.name, slug: tag.slug, posts_count: filterPosts({ tagSlug: tag.slug }).length };
}

/** The tag cloud: every tag that has posts, most used first. */
export function tagCloud() {
  return BLOG_TAGS.flatMap((tag) => tagWithCount(tag.slug) ?? [])
    .filter((tag) => tag.posts_count > 0)
    .sort((a, b) => b.posts_count - a.posts_count);
}

/** The most-read posts. */
export function popularPosts(count: number): SeedPost[] {
  return [...POSTS].sort((a, b) => b.views_count - a.views_count).slice(0, count);
}

/** One page of a list in the contract's `{ data, meta }` envelope; a page past the end is empty, not an error. */
export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
      per_page: perPage,
      total: items.length,
    },
  };
}
