/** @jest-environment node */
import {
  blogCategoriesQuery,
  blogIndexQuery,
  blogPostQuery,
  blogSidebarQuery,
  featuredSponsorsQuery,
  sponsorQuery,
} from '@shared/api-client';
import { declaredBy, describePageQueries, keysOf } from '@shared/ui/testing';
import { postListQuery } from './features/article-lists/api/post-list-query.ts';
import { sponsorListQuery } from './features/sponsors/api/sponsor-queries.ts';
import { routes } from './routes.ts';
import { BLOG } from './testing/render-blog.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const declared = declaredBy(routes);

describePageQueries('blog', {
  kit: BLOG,
  table: routes,
  pages: [
    '/articles',
    '/articles/featured?page=%DB%B2',
    '/articles/latest/',
    '/articles/search?search=%20%DA%A9%D9%86%DA%A9%D9%88%D8%B1%20&page=2',
    '/articles/category',
    '/articles/category/exams?page=3',
    '/articles/tag/konkur',
    '/articles/test-taking-strategy-two-pass',
    '/article/show/test-taking-strategy-two-pass',
    '/landing/sponsors',
    '/landing/sponsors?page=2',
    '/landing/sponsors/farzanegan',
  ],
});

describe('the queries the blog pages declare', () => {
  it('declares each list from its path and address as the list page reads them', () => {
    const sidebar = blogSidebarQuery();
    expect(keysOf(declared('/articles'))).toEqual(keysOf([blogIndexQuery(), sidebar]));
    expect(keysOf(declared('/articles/category'))).toEqual(keysOf([blogCategoriesQuery(), sidebar]));
    expect(keysOf(declared('/articles/featured?page=%DB%B2'))).toEqual(
      keysOf([postListQuery({ kind: 'featured', page: 2 }), sidebar]),
    );
    expect(keysOf(declared('/articles/latest?page=abc'))).toEqual(
      keysOf([postListQuery({ kind: 'latest', page: 1 }), sidebar]),
    );
    expect(keysOf(declared('/articles/search?search=%20%DA%A9%D9%86%DA%A9%D9%88%D8%B1%20'))).toEqual(
      keysOf([postListQuery({ kind: 'search', search: 'کنکور', page: 1 }), sidebar]),
    );
    expect(keysOf(declared('/articles/category/exams?page=3'))).toEqual(
      keysOf([postListQuery({ kind: 'category', slug: 'exams', page: 3 }), sidebar]),
    );
    expect(keysOf(declared('/articles/tag/konkur'))).toEqual(
      keysOf([postListQuery({ kind: 'tag', slug: 'konkur', page: 1 }), sidebar]),
    );
    expect(keysOf(declared('/article/show/a-post'))).toEqual(keysOf([blogPostQuery('a-post'), sidebar]));
  });

  it('declares the sidebar on every article and list page, so it arrives rendered with the page', () => {
    for (const path of ['/articles', '/articles/latest', '/articles/a-post', '/articles/search']) {
      expect(keysOf(declared(path))).toContain(keysOf([blogSidebarQuery()])[0]);
    }
  });

  it('declares only the sidebar for a search without words, which the page does not send', () => {
    expect(keysOf(declared('/articles/search'))).toEqual(keysOf([blogSidebarQuery()]));
    expect(keysOf(declared('/articles/search?search=%20%20'))).toEqual(keysOf([blogSidebarQuery()]));
  });

  it('declares the featured sponsors on the first page only, with the page of all of them', () => {
    expect(keysOf(declared('/landing/sponsors'))).toEqual(keysOf([featuredSponsorsQuery(), sponsorListQuery(1)]));
    expect(keysOf(declared('/landing/sponsors?page=%DB%B2'))).toEqual(keysOf([sponsorListQuery(2)]));
    expect(keysOf(declared('/landing/sponsors/farzanegan'))).toEqual(keysOf([sponsorQuery('farzanegan')]));
  });
});
