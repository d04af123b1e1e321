import type { PageAddress, PageQuery } from './area-routes.ts';

/**
 * What a page tells search engines and link previews beyond its title: an
 * area's route row builds it from the data the server fetched for the page
 * (its `queries`), so the head says what the page shows. The shell and the
 * site server know no area: they write whatever head a row returns.
 */

/** A JSON value, as structured data holds them. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** One schema.org object (`{ '@context': 'https://schema.org', '@type': 'Article', … }`). */
export type StructuredData = { readonly [key: string]: JsonValue };

/** The head of one page. Every field may be left out: the server then writes the site's default. */
export interface PageHead {
  /** What the page is about, in plain text (the server cuts it to a snippet's length). */
  description?: string;
  /** The page's picture for link previews (`og:image`): absolute, or a path on the site. */
  image?: string;
  /** `article` for a dated piece of writing; `website` otherwise. */
  type?: 'website' | 'article';
  /** The page's one address (a path on the site), when the address asked for may be another spelling of it. */
  canonicalPath?: string;
  /**
   * The address asked for is only an alias of `canonicalPath` (an old prefix,
   * an entry's wrong slug): the server answers it with a 301 there. Without
   * it, the page is served here and names `canonicalPath` as its canonical.
   */
  redirect?: boolean;
  /** Kept out of search results (results, private and shared pages). */
  noindex?: boolean;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: readonly StructuredData[];
}

/** The data a query's function answers, read off its options. */
type AnswerOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
export type QueryData<Q> = Q extends { queryFn?: infer F } ? AnswerOf<F> : unknown;

/** Where the page is and what the server fetched for it. */
export interface PageHeadInput extends PageAddress {
  pathname: string;
  /** The public site's origin (`https://…`), for the absolute URLs structured data wants. */
  origin: string;
  /** A declared query's answer, from the cache the page renders from (undefined when it was not fetched). */
  read: <Q extends PageQuery>(query: Q) => QueryData<Q> | undefined;
}

/** Builds a page's head from its data. */
export type PageHeadBuilder = (input: PageHeadInput) => PageHead;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  zwnj: '\u200c',
};

/**
 * Text from a string the API calls HTML (an article's body, a sponsor's
 * description): tags dropped, entities decoded, spaces folded. Only ever
 * written into attributes and JSON, which the server escapes; never HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal || hex) {
        const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name!.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** How long a description search engines show whole is. */
export const DESCRIPTION_LENGTH = 160;

/** A description at most {@link DESCRIPTION_LENGTH} characters long, cut at a word with «…». */
export function snippet(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  return `${plain.slice(0, DESCRIPTION_LENGTH).replace(/\s+\S*$/, '')}…`;
}

/** The path of a page from literal parts and API values, each value one encoded segment. */
export function pagePath(prefix: string, ...segments: readonly (string | number)[]): string {
  return [prefix, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** One step of a breadcrumb trail: its name and the path of its page. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's BreadcrumbList of a page: the home page (خانه, the breadcrumb's first word on screen), then `trail`. */
export function breadcrumbList(origin: string, trail: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'خانه', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** The largest picture of an API image (`image_styles`), or undefined when it has none. */
export function largestImage(image: { styles: { thumbnail: string; medium?: string; large?: string } }) {
  return image.styles.large ?? image.styles.medium ?? image.styles.thumbnail;
}

/** The site's name, as structured data names the publisher. */
export const SITE_PUBLISHER_NAME = 'دانش‌سرا';

/** The site as the publisher or provider of a page's subject. */
export function sitePublisher(origin: string): StructuredData {
  return { '@type': 'Organization', name: SITE_PUBLISHER_NAME, url: new URL('/', origin).href };
}

/** An absolute http(s) address from an API value, or undefined (a `javascript:` link never reaches structured data). */
export function webAddress(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
