import { blogPostQuery, sponsorQuery } from '@shared/api-client';
import type { AreaRoutes, PageAddress } from '@shared/registry';

/** What an article's page reads first: the post itself. */
const articleQueries = ({ params }: PageAddress) => [blogPostQuery(params.slug ?? '')];

/**
 * The blog's pages: articles, their lists and the sponsors. The build turns
 * this into the release's routes.json and exposes each page; adding a page
 * is a row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/articles', '/article', '/landing/sponsors'],
  routes: [
    { path: '/articles', page: 'ArticleList', layout: 'default', title: 'مقاله‌ها', sitemap: true },
    { path: '/articles/featured', page: 'ArticleList', layout: 'default', title: 'مقاله‌های برگزیده', sitemap: true },
    { path: '/articles/latest', page: 'ArticleList', layout: 'default', title: 'تازه‌ترین مقاله‌ها', sitemap: true },
    { path: '/articles/search', page: 'ArticleList', layout: 'default', title: 'جست‌وجوی مقاله‌ها' },
    { path: '/articles/category', page: 'ArticleList', layout: 'default', title: 'دسته‌بندی مقاله‌ها' },
    { path: '/articles/category/:slug', page: 'ArticleList', layout: 'default', title: 'دسته‌بندی مقاله‌ها' },
    { path: '/articles/tag/:slug', page: 'ArticleList', layout: 'default', title: 'برچسب مقاله‌ها' },
    { path: '/articles/:slug', page: 'Article', layout: 'default', title: 'مقاله', queries: articleQueries },
    { path: '/article/show/:slug', page: 'Article', layout: 'default', title: 'مقاله', queries: articleQueries },
    { path: '/landing/sponsors', page: 'Sponsors', layout: 'default', title: 'حامیان', sitemap: true },
    {
      path: '/landing/sponsors/:slug',
      page: 'Sponsor',
      layout: 'default',
      title: 'حامی',
      queries: ({ params }) => [sponsorQuery(params.slug ?? '')],
    },
  ],
  /** Pages of other areas these pages link to: promote keeps them served. */
  links: ['/course/:slug'],
} satisfies AreaRoutes;
