/** @jest-environment node */
import { blogPostQuery, sponsorQuery } from '@shared/api-client';
import { headTestKit, type HeadTestKit } from '@shared/registry/testing';
import { articleHead, sponsorHead } from './page-heads.ts';
import { fullPost, fullSponsor } from './testing/blog-fixtures.ts';

const ORIGIN = 'https://daneshsara.example';
let kit: HeadTestKit;
beforeEach(() => (kit = headTestKit(ORIGIN)));

describe('articleHead', () => {
  it('describes the article by its summary, never its date-and-views line, with its cover', () => {
    const post = fullPost();
    kit.answer(blogPostQuery(post.slug), { data: post });
    const head = articleHead(kit.at(`/articles/${post.slug}`, { slug: post.slug }));
    expect(head.description).toBe(post.excerpt);
    expect(head.image).toBe(`${ORIGIN}${post.picture_styles.styles.large}`);
    expect(head.type).toBe('article');
  });

  it('falls back to the start of the body when the summary is empty', () => {
    const post = fullPost({ excerpt: ' ' });
    kit.answer(blogPostQuery(post.slug), { data: post });
    expect(articleHead(kit.at(`/articles/${post.slug}`, { slug: post.slug })).description).toMatch(
      /^در آزمون‌های تستی زمان محدود است\. دور اول/,
    );
  });

  it('sends /article/show/… to the article’s one address', () => {
    const post = fullPost();
    kit.answer(blogPostQuery(post.slug), { data: post });
    const head = articleHead(kit.at(`/article/show/${post.slug}`, { slug: post.slug }));
    expect(head).toMatchObject({ canonicalPath: `/articles/${post.slug}`, redirect: true });
  });

  it('declares an Article and its breadcrumb from the post', () => {
    const post = fullPost();
    kit.answer(blogPostQuery(post.slug), { data: post });
    const [article, crumbs] = articleHead(kit.at(`/articles/${post.slug}`, { slug: post.slug })).structuredData ?? [];
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
    expect(articleHead(kit.at('/articles/none', { slug: 'none' }))).toEqual({});
  });
});

describe('sponsorHead', () => {
  it('describes the sponsor by its summary, with its logo and an Organization of its own site', () => {
    const sponsor = fullSponsor();
    kit.answer(sponsorQuery(sponsor.slug), { data: sponsor });
    const head = sponsorHead(kit.at(`/landing/sponsors/${sponsor.slug}`, { slug: sponsor.slug }));
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
    kit.answer(sponsorQuery(sponsor.slug), { data: sponsor });
    const head = sponsorHead(kit.at(`/landing/sponsors/${sponsor.slug}`, { slug: sponsor.slug }));
    expect(head.structuredData?.[0]).not.toHaveProperty('url');
  });
});
