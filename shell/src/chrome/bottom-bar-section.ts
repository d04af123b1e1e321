import type { AreaName } from '@shared/registry';
import { siteRouteAt } from '../site-map/site-routes.ts';
import type { SiteRoute } from '../site-map/shell-routes.ts';

/** The items of the phone's bottom bar (spec section 2). */
export type BottomBarSection = 'home' | 'articles' | 'search' | 'questions' | 'courses';

/**
 * Which item stands for each area, so every route the area owns in the site
 * map marks it, however deep (a course's content, a blog tag, a quiz run).
 * Typed over every area: a new area does not build until it picks one.
 * The dictionary is a place to look words up, so it is search's; the
 * profile is the student's own home page (its first page is «پیشخوان»).
 */
const SECTION_OF_AREA: Record<AreaName, BottomBarSection> = {
  learn: 'courses',
  quiz: 'questions',
  dehkhoda: 'search',
  blog: 'articles',
  profile: 'home',
};

/** The bottom-bar item of a page, from its owner; none for the shell's other pages and the 404 page. */
export function bottomBarSectionOf(route: SiteRoute | undefined): BottomBarSection | undefined {
  if (route === undefined) return undefined;
  if (route.area === 'shell') return route.path === '/' ? 'home' : undefined;
  return SECTION_OF_AREA[route.area];
}

/** The bottom-bar item of the page at `pathname`, by the site map this browser has learned. */
export function bottomBarSectionAt(pathname: string): BottomBarSection | undefined {
  return bottomBarSectionOf(siteRouteAt(pathname));
}
