import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import Article from '../pages/Article.tsx';
import ArticleList from '../pages/ArticleList.tsx';
import Sponsor from '../pages/Sponsor.tsx';
import Sponsors from '../pages/Sponsors.tsx';

export { setUpTestApi } from '@shared/ui/testing';

/** The blog's routes (src/routes.ts); its pages hand the shell a trail. */
export const BLOG: AreaKitOptions = {
  routes: routesOf(routes, { ArticleList, Article, Sponsors, Sponsor }),
  outside: 'بیرون از وبلاگ',
  breadcrumb: true,
};

/** What a rendered blog page offers a test. */
export type RenderedBlog = RenderedArea;

/** Renders the blog at an address as the shell would. */
export function renderBlog(path: string): RenderedBlog {
  return renderArea(BLOG, path);
}
