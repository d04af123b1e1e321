/** @jest-environment node */
import { blogPostQuery, sponsorQuery } from '@shared/api-client';
import type { PageHeadInput } from '@shared/registry';
import { QueryClient } from '@tanstack/react-query';
import { articleHead, sponsorHead } from './page-heads.ts';
import { fullPost, fullSponsor } from './testing/blog-fixtures.ts';

const ORIGIN = 'https://daneshsara.example';
let cache: QueryClient;
beforeEach(() => (cache = new QueryClient()));

const at = (pathname: string, params: Record<string, string>): PageHeadInput => ({
  pathname,
  params,
  search: new URLSearchParams(),
  origin: ORIGIN,
  read: (query) => cache.getQueryData(query.queryKey) as never,
});

describe('articleHead', () => {
  it('describes the article by its summary, never its date-and-views line, with its cover', () => {
    const post = fullPost();
    cache.setQueryData(blogPostQuery(post.slug).queryKey, { data: post });
    const head = articleHead(at(`/articles/${post.slug}`, { slug: post.slug }));
    expect(head.description).toBe(post.excerpt);
    expect(head.image).toBe(`${ORIGIN}${post.picture_styles.styles.large}`);
    expect(head.type).toBe('article');
  });

  it('falls back to the start of the body when the summary is empty', () => {
    const post = fullPost({ excerpt: ' ' });
    cache.setQueryData(blogPostQuery(post.slug).queryKey, { data: post });
    expect(articleHead(at(`/articles/${post.slug}`, { slug: post.slug })).description).toMatch(
      /^در آزمون‌های تستی زمان محدود است\. دور اول/,
    );
  });

  it('sends /article/show/… to the article’s one address', () => {
    const post = fullPost();
    cache.setQueryData(blogPostQuery(post.slug).queryKey, { data: post });
    const head = articleHead(at(`/article/show/${post.slug}`, { slug: post.slug }));
    expect(head).toMatchObject({ canonicalPath: `/articles/${post.slug}`, redirect: true });
  });

  it('declares an Article and its breadcrumb from the post', () => {
    const post = fullPost();
    cache.setQueryData(blogPostQuery(post.slug).queryKey, { data: post });
    const [article, crumbs] = articleHead(at(`/articles/${post.slug}`, { slug: post.slug })).structuredData ?? [];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author.name },
      mainEntityOfPage: `${ORIGIN}/articles/${post.slug}`,
      keywords: ['تست‌زنی', 'کنکور'],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name)).toEqual([
      'خانه',
      'مقاله‌ها',
      post.category.name,
      post.title,
    ]);
  });

  it('declares nothing when the post was not fetched', () => {
    expect(articleHead(at('/articles/none', { slug: 'none' }))).toEqual({});
  });
});

describe('sponsorHead', () => {
  it('describes the sponsor by its summary, with its logo and an Organization of its own site', () => {
    const sponsor = fullSponsor();
    cache.setQueryData(sponsorQuery(sponsor.slug).queryKey, { data: sponsor });
    const head = sponsorHead(at(`/landing/sponsors/${sponsor.slug}`, { slug: sponsor.slug }));
    expect(head.description).toBe(sponsor.summary);
    expect(head.image).toBe(`${ORIGIN}${sponsor.image_styles.styles.large}`);
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'Organization',
      name: sponsor.name,
      url: 'https://sponsor.example/',
    });
  });

  it('never names a website that is not http(s)', () => {
    const sponsor = fullSponsor({ website_url: 'javascript:alert(1)' });
    cache.setQueryData(sponsorQuery(sponsor.slug).queryKey, { data: sponsor });
    const head = sponsorHead(at(`/landing/sponsors/${sponsor.slug}`, { slug: sponsor.slug }));
    expect(head.structuredData?.[0]).not.toHaveProperty('url');
  });
});
