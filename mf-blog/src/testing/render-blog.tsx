import path from 'node:path';
import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';

export { setUpTestApi } from '@shared/ui/testing';

/** The blog's routes (src/routes.ts); its pages hand the shell a trail. */
export const BLOG: AreaKitOptions = {
  routes: routesOf(routes, path.join(__dirname, '..', 'pages')),
  outside: 'بیرون از وبلاگ',
  breadcrumb: true,
};

/** What a rendered blog page offers a test. */
export type RenderedBlog = RenderedArea;

/** Renders the blog at an address as the shell would. */
export function renderBlog(path: string): RenderedBlog {
  return renderArea(BLOG, path);
}
