import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import {
  callEndpoint,
  endpoint,
  type QueryOf,
  imageStylesSchema,
  list,
  paginated,
  single,
  toLatinDigits,
} from '@shared/api-client/core';
import { persianCount, MAX_PAGE, MAX_SEARCH_TEXT_LENGTH, SEARCH_TEXT_TOO_LONG, typedNumber } from './query-params.ts';
import { keyParams } from './query-keys.ts';

/** A category as other resources refer to it. */
export const blogCategoryRefSchema = z.looseObject({ id: z.int(), name: z.string(), slug: z.string() });

/** A blog category with its post count; `parent` is set on sub-categories (our design: the spec shows no fields). */
export const blogCategorySchema = z.looseObject({
  ...blogCategoryRefSchema.shape,
  /** Posts in this category and its sub-categories. */
  posts_count: z.int().check(z.nonnegative()),
  parent: z.optional(z.nullable(blogCategoryRefSchema)),
});

/** A tag; `posts_count` comes with the sidebar's tag cloud. */
export const blogTagSchema = z.looseObject({
  name: z.string(),
  slug: z.string(),
  posts_count: z.optional(z.int().check(z.nonnegative())),
});

/** Who wrote a post (our design). */
export const blogAuthorSchema = z.looseObject({
  name: z.string(),
  /** Avatar image URL. */
  avatar: z.string(),
  bio: z.optional(z.string()),
});

/**
 * A post as lists, carousels and search results show it. Posts carry
 * `picture_styles` where other resources carry `image_styles` (spec section 3).
 * Fields beyond title, slug and picture are our design.
 */
export const blogPostCardSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  /** Plain-text summary. */
  excerpt: z.string(),
  picture_styles: imageStylesSchema,
  author: blogAuthorSchema,
  /** ISO 8601. */
  published_at: z.string(),
  reading_minutes: z.int().check(z.positive()),
  views_count: z.int().check(z.nonnegative()),
  is_featured: z.boolean(),
  category: blogCategoryRefSchema,
});

/** A whole post: the card plus its HTML body, tags and related posts (our design). */
export const blogPostSchema = z.looseObject({
  ...blogPostCardSchema.shape,
  /** Trusted-looking HTML from the backend; the site sanitises it before showing it. */
  body: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
  tags: z.array(blogTagSchema),
  related_posts: z.array(blogPostCardSchema),
});

/** A page number or size, read the way a person may type it: Persian or Arabic digits, an empty value as absent. */
function pageNumber(label: string, fallback: number, max: number) {
  return typedNumber(
    fallback,
    z
      .number({ error: `${label} باید عدد باشد.` })
      .check(
        z.refine(Number.isInteger, { error: `${label} باید عدد صحیح باشد.` }),
        z.gte(1, { error: `${label} باید دست‌کم ۱ باشد.` }),
        z.lte(max, { error: `${label} حداکثر می‌تواند ${persianCount(max)} باشد.` }),
      ),
  );
}

/** `page` and `per_page` of the blog's post list; the sponsors' list pages the same way. */
export const blogPageFields = {
  page: pageNumber('شماره صفحه', 1, MAX_PAGE),
  per_page: pageNumber('تعداد در هر صفحه', 12, 48),
};

/** A slug filter; an empty one counts as absent, and case does not matter. */
const slugFilter = z.optional(
  z.pipe(
    z.string(),
    z.transform((slug) => slug.trim().toLowerCase() || undefined),
  ),
);

/**
 * Category ids, sent as «3,5»; every part must be an id. A caller gives a list, and the call joins it: a
 * query string holds text.
 */
const categoryIdsFilter = z.optional(
  z.pipe(
    z.transform((value: string | readonly number[]) =>
      String(value)
        .split(',')
        .map((part) => toLatinDigits(part.trim()))
        .filter(Boolean),
    ),
    z.pipe(
      z.array(z.string()).check(
        z.refine((ids) => ids.every((id) => /^\d+$/.test(id)), {
          error: 'شناسه‌های دسته‌بندی باید عدد و با ویرگول از هم جدا باشند.',
        }),
      ),
      z.transform((ids) => ids.map(Number)),
    ),
  ),
);

/** `featured` is on when sent as «1» or «true», off otherwise (the call sends 1 or nothing). */
const featuredFlag = z._default(
  z.transform((value: boolean | number | string) => ['1', 'true'].includes(String(value))),
  false,
);

export const blogEndpoints = {
  categories: endpoint({
    method: 'get',
    path: '/front/blog/categories',
    access: 'public',
    response: list(blogCategorySchema),
  }),
  /** The blog sidebar: most-read posts, categories with counts and the tag cloud (our design). */
  sidebar: endpoint({
    method: 'get',
    path: '/front/blog/sidebar',
    access: 'public',
    response: single(
      z.looseObject({
        popular_posts: z.array(blogPostCardSchema),
        categories: z.array(blogCategorySchema),
        tags: z.array(blogTagSchema),
      }),
    ),
  }),
  /** The blog landing page: featured posts, the latest posts and the categories (our design). */
  index: endpoint({
    method: 'get',
    path: '/front/blog/index',
    access: 'public',
    response: single(
      z.looseObject({
        featured_posts: z.array(blogPostCardSchema),
        latest_posts: z.array(blogPostCardSchema),
        categories: z.array(blogCategorySchema),
      }),
    ),
  }),
  /**
   * A page of post cards, newest first (search hits with the words in their title first). `categories` and
   * `category_slug` widen each other: a post in any of them (or in one of their sub-categories) matches.
   * `featured` is our addition for /articles/featured. A list filtered by a category or a tag brings that
   * category or tag along, so the page can title itself (our design).
   */
  posts: endpoint({
    method: 'get',
    path: '/front/blog',
    access: 'public',
    query: z.object({
      categories: categoryIdsFilter,
      category_slug: slugFilter,
      tag: slugFilter,
      search: z.optional(
        z
          .string({ error: 'عبارت جست‌وجو باید یک متن باشد.' })
          .check(z.maxLength(MAX_SEARCH_TEXT_LENGTH, { error: SEARCH_TEXT_TOO_LONG })),
      ),
      featured: featuredFlag,
      ...blogPageFields,
    }),
    response: z.extend(paginated(blogPostCardSchema), {
      category: z.optional(blogCategorySchema),
      tag: z.optional(blogTagSchema),
    }),
  }),
  /** One post by slug or numeric id (Persian digits too). */
  post: endpoint({ method: 'get', path: '/front/blog/:post', access: 'public', response: single(blogPostSchema) }),
};

export const blogCategoriesResponseSchema = blogEndpoints.categories.response;
export const blogPostResponseSchema = blogEndpoints.post.response;
export const blogSidebarResponseSchema = blogEndpoints.sidebar.response;
export const blogIndexResponseSchema = blogEndpoints.index.response;
export const blogPostListResponseSchema = blogEndpoints.posts.response;

export type BlogCategoryRef = z.infer<typeof blogCategoryRefSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogTag = z.infer<typeof blogTagSchema>;
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;
export type BlogSidebarResponse = z.infer<typeof blogSidebarResponseSchema>;
export type BlogIndexResponse = z.infer<typeof blogIndexResponseSchema>;
export type BlogPostListResponse = z.infer<typeof blogPostListResponseSchema>;
export type BlogPostsQuery = QueryOf<typeof blogEndpoints.posts>;

/** The categories with their post counts and parents. */
export async function getBlogCategories(): Promise<BlogCategoriesResponse> {
  return callEndpoint(blogEndpoints.categories, {});
}

/** The categories with their post counts; they change rarely. */
export const blogCategoriesQuery = () =>
  queryOptions({ queryKey: ['blog', 'categories'], queryFn: getBlogCategories, staleTime: 10 * 60_000 });

/** One post, by slug or numeric id. */
export async function getBlogPost(post: string | number): Promise<BlogPostResponse> {
  return callEndpoint(blogEndpoints.post, { params: { post } });
}

/** One post; a slug and its numeric id as text are one key. */
export const blogPostQuery = (post: string | number) =>
  queryOptions({
    queryKey: ['blog', 'post', String(post)] as const,
    queryFn: () => getBlogPost(post),
    staleTime: 60_000,
  });

/** The sidebar of every blog page. */
export async function getBlogSidebar(): Promise<BlogSidebarResponse> {
  return callEndpoint(blogEndpoints.sidebar, {});
}

/** The same on every blog page, so kept a while. */
export const blogSidebarQuery = () =>
  queryOptions({ queryKey: ['blog', 'sidebar'], queryFn: getBlogSidebar, staleTime: 10 * 60_000 });

/** The blog's landing page. */
export async function getBlogIndex(): Promise<BlogIndexResponse> {
  return callEndpoint(blogEndpoints.index, {});
}

export const blogIndexQuery = () =>
  queryOptions({ queryKey: ['blog', 'index'], queryFn: getBlogIndex, staleTime: 5 * 60_000 });

/** A page of posts, filtered; the category ids go joined («3,5») and `featured` as 1 or not at all. */
export async function getBlogPosts(query: BlogPostsQuery = {}): Promise<BlogPostListResponse> {
  const { categories, featured } = query;
  return callEndpoint(blogEndpoints.posts, {
    query: {
      ...query,
      categories: categories?.length ? String(categories) : undefined,
      featured: featured ? 1 : undefined,
    },
  });
}

/** One page of a post list; the filters (page included) are the key. */
export function blogPostsQuery(query?: BlogPostsQuery) {
  const params = keyParams(query);
  return queryOptions({ queryKey: ['blog', 'posts', params] as const, queryFn: () => getBlogPosts(params) });
}
