import type { FastifyInstance } from 'fastify';
import { blogEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
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
} from '../seed/blog-queries.ts';
import { BLOG_CATEGORIES, POSTS, toPostCard } from '../seed/posts.ts';

/** `/front/blog/*`: categories, sidebar, landing page, post list and single posts. */
export async function blogRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, blogEndpoints.categories, () => ({ data: categoriesWithCounts() }));

  serve(app, context, blogEndpoints.sidebar, () => ({
    data: {
      popular_posts: popularPosts(5).map(toPostCard),
      categories: categoriesWithCounts(),
      tags: tagCloud(),
    },
  }));

  serve(app, context, blogEndpoints.index, () => ({
    data: {
      featured_posts: filterPosts({ featuredOnly: true }).slice(0, 5).map(toPostCard),
      latest_posts: POSTS.slice(0, 6).map(toPostCard),
      categories: categoriesWithCounts(),
    },
  }));

  serve(app, context, blogEndpoints.posts, ({ query, reply }) => {
    const { categories, category_slug, tag, search, featured, page, per_page } = query;

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
  serve(app, context, blogEndpoints.post, ({ params, reply }) => {
    const post = findPost(params.post);
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
