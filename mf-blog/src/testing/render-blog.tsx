import { renderArea, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import Article from '../pages/Article.tsx';
import ArticleList from '../pages/ArticleList.tsx';
import Sponsor from '../pages/Sponsor.tsx';
import Sponsors from '../pages/Sponsors.tsx';

export { setUpTestApi } from '@shared/ui/testing';

/** The blog's rows of the shell's site map; its pages hand the shell a trail. */
const BLOG: AreaKitOptions = {
  routes: [
    ['/articles', ArticleList],
    ['/articles/featured', ArticleList],
    ['/articles/latest', ArticleList],
    ['/articles/search', ArticleList],
    ['/articles/category', ArticleList],
    ['/articles/category/:slug', ArticleList],
    ['/articles/tag/:slug', ArticleList],
    ['/articles/:slug', Article],
    ['/article/show/:slug', Article],
    ['/landing/sponsors', Sponsors],
    ['/landing/sponsors/:slug', Sponsor],
  ],
  outside: 'بیرون از وبلاگ',
  breadcrumb: true,
};

/** What a rendered blog page offers a test. */
export type RenderedBlog = RenderedArea;

/** Renders the blog at an address as the shell would. */
export function renderBlog(path: string): RenderedBlog {
  return renderArea(BLOG, path);
}
