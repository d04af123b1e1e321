import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import {
  categoriesWithCounts,
  categoryWithCount,
  filterPosts,
  findPost,
  paginate,
  popularPosts,
  relatedPosts,
  tagCloud,
  tagWithCount,
  toLatinDigits,
} from '../seed/blog-queries.ts';
import { BLOG_CATEGORIES, POSTS, toPostCard } from '../seed/posts.ts';

/** A slug from the query string; an empty one counts as absent, and case does not matter. */
const optionalSlug = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().toLowerCase().optional(),
);

/** A page number or size; Persian digits are read as Latin ones, an empty value takes the default. */
function pageNumber(label: string, fallback: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value.trim()) || undefined : value),
    z.coerce
      .number({ error: `${label} باید عدد باشد.` })
      .int(`${label} باید عدد صحیح باشد.`)
      .min(1, `${label} باید دست‌کم ۱ باشد.`)
      .max(max, `${label} حداکثر می‌تواند ${max.toLocaleString('fa-IR')} باشد.`)
      .default(fallback),
  );
}

/** `page` and `per_page` of every paginated list of these routes. */
export const pageQueryFields = {
  page: pageNumber('شماره صفحه', 1, 10_000),
  per_page: pageNumber('تعداد در هر صفحه', 12, 48),
};

/** `categories` comes as «3,5» (or repeated keys); every part must be a category id. */
const categoryIdsField = z.preprocess(
  (value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
    return parts.map((part) => toLatinDigits(part.trim())).filter(Boolean);
  },
  z
    .array(z.string())
    .refine((ids) => ids.every((id) => /^\d+$/.test(id)), 'شناسه‌های دسته‌بندی باید عدد و با ویرگول از هم جدا باشند.')
    .transform((ids) => ids.map(Number))
    .optional(),
);

const postListQuerySchema = z.object({
  categories: categoryIdsField,
  category_slug: optionalSlug,
  tag: optionalSlug,
  search: z
    .string({ error: 'عبارت جست‌وجو باید یک متن باشد.' })
    .max(100, 'عبارت جست‌وجو نباید بیشتر از ۱۰۰ نویسه باشد.')
    .optional(),
  featured: z.preprocess((value) => value === '1' || value === 'true', z.boolean()),
  ...pageQueryFields,
});

/** `/front/blog/*`: categories, sidebar, landing page, post list and single posts. */
export async function blogRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;

  app.get('/front/blog/categories', async () => ({ data: categoriesWithCounts() }));

  app.get('/front/blog/sidebar', async () => ({
    data: {
      popular_posts: popularPosts(5).map(toPostCard),
      categories: categoriesWithCounts(),
      tags: tagCloud(),
    },
  }));

  app.get('/front/blog/index', async () => ({
    data: {
      featured_posts: filterPosts({ featuredOnly: true }).slice(0, 5).map(toPostCard),
      latest_posts: POSTS.slice(0, 6).map(toPostCard),
      categories: categoriesWithCounts(),
    },
  }));

  app.get('/front/blog', async (request, reply) => {
    const query = check(postListQuerySchema, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const { categories, category_slug, tag, search, featured, page, per_page } = query.data;

    const category = category_slug ? BLOG_CATEGORIES.find((candidate) => candidate.slug === category_slug) : undefined;
    if (category_slug && !category) return sendNotFound(reply, 'دسته‌بندی');
    const tagInfo = tag ? tagWithCount(tag) : undefined;
    if (tag && !tagInfo) return sendNotFound(reply, 'برچسب');

    // `categories` and `category_slug` widen each other: a post in any of them matches.
    const categoryIds = [...(categories ?? []), ...(category ? [category.id] : [])];
    const posts = filterPosts({ categoryIds, tagSlug: tag, search, featuredOnly: featured });
    return {
      ...paginate(posts.map(toPostCard), page, per_page),
      ...(category ? { category: categoryWithCount(category.slug) } : {}),
      ...(tagInfo ? { tag: tagInfo } : {}),
    };
  });

  // Fastify matches the static paths above first, so «categories», «sidebar» and «index» never land here.
  app.get<{ Params: { post: string } }>('/front/blog/:post', async (request, reply) => {
    const post = findPost(request.params.post);
    if (!post) return sendNotFound(reply, 'مقاله');
    return {
      data: {
        ...toPostCard(post),
        body: post.body,
        updated_at: post.updated_at,
        tags: post.tags,
        related_posts: relatedPosts(post).map(toPostCard),
      },
    };
  });
}
