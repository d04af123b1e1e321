import { escapeMarkup } from '../escape-markup.ts';

/** One URL of a sitemap: a path on the site and when its page last changed, if known. */
export interface SitemapUrl {
  /** Path with every segment already percent-encoded (see `sitePath`). */
  path: string;
  /** ISO 8601 date-time. */
  lastmod?: string;
}

/** Text made safe for XML content and attribute values. */
export const escapeXml = escapeMarkup;

/**
 * A site path from literal parts and API values: each value is one
 * percent-encoded segment, so a slug holding `/`, `?` or `#` cannot change
 * the URL's shape. `sitePath('/course/content', lesson, content)`.
 */
export function sitePath(prefix: string, ...segments: (string | number)[]): string {
  return [prefix, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** A W3C date-time without fractions, or undefined for a value that is not a date. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function absolute(origin: string, path: string): string {
  return escapeXml(new URL(path, `${origin}/`).href);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function element(tag: string, origin: string, { path, lastmod }: SitemapUrl): string {
  const date = w3cDate(lastmod);
  return `  <${tag}><loc>${absolute(origin, path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</${tag}>`;
}

/** A `<urlset>` sitemap of pages on `origin`. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => `${element('url', origin, url)}\n`).join('');
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

/** A `<sitemapindex>` listing other sitemaps on `origin`. */
export function sitemapIndexXml(origin: string, sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps.map((sitemap) => `${element('sitemap', origin, sitemap)}\n`).join('');
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}
