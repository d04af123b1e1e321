import { blogPostQuery, sponsorQuery } from '@shared/api-client';
import {
  breadcrumbList,
  largestImage,
  plainText,
  sitePublisher,
  snippet,
  webAddress,
  type PageHead,
  type PageHeadInput,
} from '@shared/registry';
import { blogPaths } from './lib/paths.ts';

/*
 * What the blog's pages tell search engines and link previews, from the data
 * the server fetched for them (the rows' `queries`): the route table names
 * these as its rows' `head`.
 */

/**
 * An article: its summary (never the date-and-views line above it), its
 * cover, an Article and its breadcrumb. `/article/show/…` is an old address
 * of the same page, sent to `/articles/…`.
 */
export function articleHead({ params, origin, read }: PageHeadInput): PageHead {
  const post = read(blogPostQuery(params.slug ?? ''))?.data;
  if (!post) return {};
  const path = blogPaths.article(post.slug);
  const image = webAddress(largestImage(post.picture_styles), origin);
  const description = snippet(post.excerpt.trim() || plainText(post.body));
  return {
    description,
    image,
    type: 'article',
    canonicalPath: path,
    redirect: true,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: post.published_at,
        dateModified: post.updated_at,
        author: { '@type': 'Person', name: post.author.name },
        publisher: sitePublisher(origin),
        mainEntityOfPage: new URL(path, origin).href,
        articleSection: post.category.name,
        keywords: post.tags.map((tag) => tag.name),
      },
      breadcrumbList(origin, [
        { name: 'مقاله‌ها', path: blogPaths.home },
        { name: post.category.name, path: blogPaths.category(post.category.slug) },
        { name: post.title, path },
      ]),
    ],
  };
}

/** A sponsor: its one-line summary, its logo, the sponsor as an Organization and the breadcrumb. */
export function sponsorHead({ params, origin, read }: PageHeadInput): PageHead {
  const sponsor = read(sponsorQuery(params.slug ?? ''))?.data;
  if (!sponsor) return {};
  const path = blogPaths.sponsor(sponsor.slug);
  const logo = webAddress(largestImage(sponsor.image_styles), origin);
  const website = webAddress(sponsor.website_url, origin);
  const description = snippet(sponsor.summary.trim() || plainText(sponsor.description));
  return {
    description,
    image: logo,
    canonicalPath: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: sponsor.name,
        description,
        ...(logo ? { logo } : {}),
        ...(website ? { url: website } : {}),
      },
      breadcrumbList(origin, [
        { name: 'حامیان', path: blogPaths.sponsors() },
        { name: sponsor.name, path },
      ]),
    ],
  };
}
