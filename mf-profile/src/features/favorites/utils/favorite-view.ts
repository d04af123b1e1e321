import type { Favorite, FavoriteCourse } from '@shared/api-client';
import { profilePaths } from '../../../lib/profile-pages.ts';

/** What a favourite's card shows, whichever kind it is. */
export interface FavoriteView {
  /** «دوره» or «مقاله». */
  kindName: string;
  title: string;
  /** Where the card leads: the course page or the article. */
  to: string;
  /** The course's picture or the article's cover (the same image styles). */
  picture: FavoriteCourse['course']['image_styles'];
  /** A line about it: teacher and grade, or the article's category. */
  details: string[];
}

/** The same course or article (kind and slug). */
export function sameFavorite(a: Pick<Favorite, 'kind' | 'slug'>, b: Pick<Favorite, 'kind' | 'slug'>): boolean {
  return a.kind === b.kind && a.slug === b.slug;
}

/** The title of the course or the article. */
export function favoriteTitle(favorite: Favorite): string {
  return favorite.kind === 'course' ? favorite.course.title : favorite.article.title;
}

/** A card's contents for either kind: a course leads to its page, an article to the blog. */
export function favoriteView(favorite: Favorite): FavoriteView {
  if (favorite.kind === 'course') {
    const { course } = favorite;
    return {
      kindName: 'دوره',
      title: course.title,
      to: profilePaths.course(course.slug),
      picture: course.image_styles,
      details: [course.teacher.name, `پایهٔ ${course.grade.name}`],
    };
  }
  const { article } = favorite;
  return {
    kindName: 'مقاله',
    title: article.title,
    to: profilePaths.article(article.slug),
    picture: article.picture_styles,
    details: [article.category.name],
  };
}
