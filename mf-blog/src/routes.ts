import {
  blogCategoriesQuery,
  blogIndexQuery,
  blogPostQuery,
  blogSidebarQuery,
  featuredSponsorsQuery,
  sponsorQuery,
} from '@shared/api-client';
import type { AreaRoutes, PageAddress } from '@shared/registry';
import { postListQuery } from './features/article-lists/api/post-list-query.ts';
import { listRouteOf, type ListVariant } from './features/article-lists/hooks/list-route.ts';
import { sponsorListQuery } from './features/sponsors/api/sponsor-queries.ts';
import { pageNumberOf } from './lib/page-number.ts';
import { articleHead, sponsorHead } from './page-heads.ts';

/*
 * What each public page renders its content from, fetched by the site server
 * before it renders the page (and handed to the browser, which hydrates with
 * it): the same factories with the same arguments as the page's own hooks, so
 * the page finds them in the cache (src/routes.test.ts checks the keys). The
 * blog's sidebar (most-read posts, categories, tags) is part of every article
 * and list page, so it arrives rendered with the page too.
 */

/** What an article's page reads first: the post itself, and the sidebar beside it. */
const articleQueries = ({ params }: PageAddress) => [blogPostQuery(params.slug ?? ''), blogSidebarQuery()];

/**
 * An /articles list (ArticleList): the landing's blocks, the categories, or a
 * page of posts (an unknown category or tag is the API's 404; a search
 * without words asks nothing). Which list is the row's variant.
 */
const listQueries =
  (variant: ListVariant) =>
  ({ params, search }: PageAddress) => {
    const route = listRouteOf(variant, params.slug, search);
    if (route.kind === 'home') return [blogIndexQuery(), blogSidebarQuery()];
    if (route.kind === 'categories') return [blogCategoriesQuery(), blogSidebarQuery()];
    if (route.kind === 'search' && route.search === '') return [blogSidebarQuery()];
    return [postListQuery(route), blogSidebarQuery()];
  };

/** The sponsors (Sponsors): the featured ones on the first page, then the page of all of them. */
const sponsorsQueries = ({ search }: PageAddress) => {
  const page = pageNumberOf(search.get('page'));
  return [...(page === 1 ? [featuredSponsorsQuery()] : []), sponsorListQuery(page)];
};

/**
 * The blog's pages: articles, their lists and the sponsors. The build turns
 * this into the release's routes.json and exposes each page; adding a page
 * is a row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/articles', '/article', '/landing/sponsors'],
  routes: [
    {
      path: '/articles',
      page: 'ArticleList',
      layout: 'default',
      title: 'مقاله‌ها',
      sitemap: true,
      variant: 'home',
      queries: listQueries('home'),
    },
    {
      path: '/articles/featured',
      page: 'ArticleList',
      layout: 'default',
      title: 'مقاله‌های برگزیده',
      sitemap: true,
      variant: 'featured',
      queries: listQueries('featured'),
    },
    {
      path: '/articles/latest',
      page: 'ArticleList',
      layout: 'default',
      title: 'تازه‌ترین مقاله‌ها',
      sitemap: true,
      variant: 'latest',
      queries: listQueries('latest'),
    },
    {
      path: '/articles/search',
      page: 'ArticleList',
      layout: 'default',
      title: 'جست‌وجوی مقاله‌ها',
      variant: 'search',
      queries: listQueries('search'),
    },
    {
      path: '/articles/category',
      page: 'ArticleList',
      layout: 'default',
      title: 'دسته‌بندی مقاله‌ها',
      variant: 'categories',
      queries: listQueries('categories'),
    },
    {
      path: '/articles/category/:slug',
      page: 'ArticleList',
      layout: 'default',
      title: 'دسته‌بندی مقاله‌ها',
      variant: 'category',
      queries: listQueries('category'),
    },
    {
      path: '/articles/tag/:slug',
      page: 'ArticleList',
      layout: 'default',
      title: 'برچسب مقاله‌ها',
      variant: 'tag',
      queries: listQueries('tag'),
    },
    {
      path: '/articles/:slug',
      page: 'Article',
      layout: 'default',
      title: 'مقاله',
      queries: articleQueries,
      head: articleHead,
    },
    // An old address of the same page: its head sends it to /articles/… for good.
    {
      path: '/article/show/:slug',
      page: 'Article',
      layout: 'default',
      title: 'مقاله',
      queries: articleQueries,
      head: articleHead,
    },
    {
      path: '/landing/sponsors',
      page: 'Sponsors',
      layout: 'default',
      title: 'حامیان',
      sitemap: true,
      queries: sponsorsQueries,
    },
    {
      path: '/landing/sponsors/:slug',
      page: 'Sponsor',
      layout: 'default',
      title: 'حامی',
      queries: ({ params }) => [sponsorQuery(params.slug ?? '')],
      head: sponsorHead,
    },
  ],
  /** Pages of other areas these pages link to: promote keeps them served. */
  links: ['/course/:slug'],
} satisfies AreaRoutes;
