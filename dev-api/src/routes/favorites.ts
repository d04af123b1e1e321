import type { FastifyInstance } from 'fastify';
import { favoriteEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import type { DevFavorite, FavoriteKind } from '../core/state.ts';
import { findPost } from '../seed/blog-queries.ts';
import { findCourse } from '../seed/courses.ts';
import { courseCard } from '../seed/courses-views.ts';
import { toPostCard } from '../seed/posts.ts';

const KINDS = ['course', 'article'] as const satisfies readonly FavoriteKind[];

/** What each kind is called in a message. */
const KIND_NAME: Record<FavoriteKind, string> = { course: 'دوره', article: 'مقاله' };

const isKind = (value: string): value is FavoriteKind => (KINDS as readonly string[]).includes(value);

/**
 * A favourite as the list shows it: the course card or the article card it
 * points at, or undefined when the seed no longer has it.
 */
function favoriteView({ kind, slug, saved_at }: Pick<DevFavorite, 'kind' | 'slug' | 'saved_at'>) {
  if (kind === 'course') {
    const course = findCourse(slug);
    return course ? { kind, slug: course.slug, saved_at, course: courseCard(course) } : undefined;
  }
  const post = findPost(slug);
  return post ? { kind, slug: post.slug, saved_at, article: toPostCard(post) } : undefined;
}

/** The slug a favourite is stored under: the seed's own spelling (a post is also found by id or in capitals). */
function canonicalSlug(kind: FavoriteKind, slug: string): string | undefined {
  return kind === 'course' ? findCourse(slug)?.slug : findPost(slug)?.slug;
}

/**
 * `/front/profile/favorites` (our addition; spec section 7 lists no call for
 * favourites): the courses and articles a student marked, newest first; add
 * one (adding twice changes nothing) or remove one.
 */
export async function favoriteRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, favoriteEndpoints.list, ({ user }) => {
    // Newest first; of two saved in the same millisecond, the later one (further down the array) first.
    const mine = context.store
      .get()
      .favorites.map((favorite, index) => ({ favorite, index }))
      .filter(({ favorite }) => favorite.user_id === user.id)
      .sort((a, b) => b.favorite.saved_at.localeCompare(a.favorite.saved_at) || b.index - a.index);
    const data = mine.flatMap(({ favorite }) => favoriteView(favorite) ?? []);
    return { data };
  });

  serve(app, context, favoriteEndpoints.add, ({ body, user, reply }) => {
    const { kind } = body;
    const slug = canonicalSlug(kind, body.slug);
    if (!slug) return sendNotFound(reply, KIND_NAME[kind]);
    const { stored, added } = context.store.update((state) => {
      const existing = state.favorites.find(
        (favorite) => favorite.user_id === user.id && favorite.kind === kind && favorite.slug === slug,
      );
      if (existing) return { stored: existing, added: false };
      const favorite: DevFavorite = { user_id: user.id, kind, slug, saved_at: new Date().toISOString() };
      state.favorites.push(favorite);
      return { stored: favorite, added: true };
    });
    void reply.code(added ? 201 : 200);
    return {
      message: added
        ? `${KIND_NAME[kind]} به علاقه‌مندی‌ها افزوده شد.`
        : `این ${KIND_NAME[kind]} در علاقه‌مندی‌ها هست.`,
      data: favoriteView(stored),
    };
  });

  serve(app, context, favoriteEndpoints.remove, ({ params, user, reply }) => {
    const { kind } = params;
    if (!isKind(kind)) return sendNotFound(reply, 'این نوع علاقه‌مندی');
    // Removing what is not there ends where the student wanted: no favourite. So it answers as a removal.
    const slug = canonicalSlug(kind, params.slug) ?? params.slug;
    context.store.update((state) => {
      state.favorites = state.favorites.filter(
        (favorite) => !(favorite.user_id === user.id && favorite.kind === kind && favorite.slug === slug),
      );
    });
    return { message: `${KIND_NAME[kind]} از علاقه‌مندی‌ها برداشته شد.` };
  });
}
