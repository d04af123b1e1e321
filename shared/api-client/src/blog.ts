import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callJson, requireParams } from './call.ts';
import { imageStylesSchema, list, paginated, single } from './envelopes.ts';
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

export const blogCategoriesResponseSchema = list(blogCategorySchema);
export const blogPostResponseSchema = single(blogPostSchema);

/** The blog sidebar: most-read posts, categories with counts and the tag cloud (our design). */
export const blogSidebarResponseSchema = single(
  z.looseObject({
    popular_posts: z.array(blogPostCardSchema),
    categories: z.array(blogCategorySchema),
    tags: z.array(blogTagSchema),
  }),
);

/** The blog landing page: featured posts, the latest posts and the categories (our design). */
export const blogIndexResponseSchema = single(
  z.looseObject({
    featured_posts: z.array(blogPostCardSchema),
    latest_posts: z.array(blogPostCardSchema),
    categories: z.array(blogCategorySchema),
  }),
);

/**
 * A page of post cards, newest first. When the list is filtered by a category
 * or a tag, that category or tag comes along so the page can title itself
 * (our design).
 */
export const blogPostListResponseSchema = z.extend(paginated(blogPostCardSchema), {
  category: z.optional(blogCategorySchema),
  tag: z.optional(blogTagSchema),
});

/**
 * Filters of `GET /front/blog`. `featured` is our addition for
 * /articles/featured; /articles/latest is the default order (newest first).
 */
export const blogPostsQuerySchema = z.object({
  /** Category ids; a post in any of them (or in one of their sub-categories) matches. */
  categories: z.optional(z.array(z.int())),
  category_slug: z.optional(z.string()),
  search: z.optional(z.string()),
  tag: z.optional(z.string()),
  featured: z.optional(z.boolean()),
  page: z.optional(z.int().check(z.positive())),
  per_page: z.optional(z.int().check(z.positive())),
});

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
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** GET /front/blog/categories */
export async function getBlogCategories(): Promise<BlogCategoriesResponse> {
  return callJson({ method: 'get', path: 'front/blog/categories' }, blogCategoriesResponseSchema);
}

/** The categories with their post counts; they change rarely. */
export const blogCategoriesQuery = () =>
  queryOptions({ queryKey: ['blog', 'categories'], queryFn: getBlogCategories, staleTime: 10 * 60_000 });

/** GET /front/blog/{post} (post: slug or numeric id) */
export async function getBlogPost(post: string | number): Promise<BlogPostResponse> {
  requireParams({ post });
  return callJson(
    { method: 'get', path: `front/blog/${encodeURIComponent(String(post).trim())}` },
    blogPostResponseSchema,
  );
}

/** One post; a slug and its numeric id as text are one key. */
export const blogPostQuery = (post: string | number) =>
  queryOptions({
    queryKey: ['blog', 'post', String(post)] as const,
    queryFn: () => getBlogPost(post),
    staleTime: 60_000,
  });

/** GET /front/blog/sidebar */
export async function getBlogSidebar(): Promise<BlogSidebarResponse> {
  return callJson({ method: 'get', path: 'front/blog/sidebar' }, blogSidebarResponseSchema);
}

/** The same on every blog page, so kept a while. */
export const blogSidebarQuery = () =>
  queryOptions({ queryKey: ['blog', 'sidebar'], queryFn: getBlogSidebar, staleTime: 10 * 60_000 });

/** GET /front/blog/index */
export async function getBlogIndex(): Promise<BlogIndexResponse> {
  return callJson({ method: 'get', path: 'front/blog/index' }, blogIndexResponseSchema);
}

export const blogIndexQuery = () =>
  queryOptions({ queryKey: ['blog', 'index'], queryFn: getBlogIndex, staleTime: 5 * 60_000 });

/** GET /front/blog (categories, category_slug, search, page, tag, per_page; featured is our addition) */
export async function getBlogPosts(query: BlogPostsQuery = {}): Promise<BlogPostListResponse> {
  return callJson({ method: 'get', path: 'front/blog' }, blogPostListResponseSchema, {
    searchParams: {
      categories: query.categories?.length ? query.categories.join(',') : undefined,
      category_slug: query.category_slug,
      search: query.search,
      tag: query.tag,
      featured: query.featured ? 1 : undefined,
      page: query.page,
      per_page: query.per_page,
    },
  });
}

/** One page of a post list; the filters (page included) are the key. */
export function blogPostsQuery(query?: BlogPostsQuery) {
  const params = keyParams(query);
  return queryOptions({ queryKey: ['blog', 'posts', params] as const, queryFn: () => getBlogPosts(params) });
}
