import { snippet, type PageHead, type StructuredData } from '@shared/registry';
import { plainUserText } from '@shared/ui/format';
import { documentTitle } from '../site-map/page-title.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of the first element of a kind in rendered HTML: tags dropped, React's entities decoded, spaces folded. */
export function firstText(html: string, tag: 'h1' | 'p'): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match) return undefined;
  const text = match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** The site's picture for link previews of a page that has none of its own (shell/public/og-image.png). */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

/** An absolute http(s) address of a picture, or undefined for anything else (`javascript:`, `data:`, garbage). */
export function imageUrl(image: string | undefined, origin: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What the server writes into a rendered page's head. */
export interface RenderedHead {
  title: string;
  description?: string;
  /** Absolute: the page's own picture, else the site's. */
  image: string;
  type: 'website' | 'article';
  noindex: boolean;
  structuredData: readonly StructuredData[];
  /** The page's one path, when it declared one. */
  canonicalPath?: string;
}

/**
 * The head of a rendered page: the title the browser will set once the page
 * runs (the one the page asked for, else its route's); the description the
 * page declared from its data, else its first paragraph, cut at a word; the
 * picture, type, robots rule and structured data it declared. The title's
 * parts that people wrote lost their bidi controls where the page set it
 * (plainUserText; isolateLtr keeps only its own pair).
 */
export function pageHead(
  html: string,
  pageTitle: string,
  declared: PageHead = {},
  origin = 'http://localhost',
): RenderedHead {
  const paragraph = firstText(html, 'p');
  // The first paragraph may be a person's (a search echoed back): a description carries no bidi control.
  const written = declared.description?.trim() || paragraph;
  const description = written && plainUserText(written);
  return {
    title: documentTitle(pageTitle),
    description: description ? snippet(description) : undefined,
    image: imageUrl(declared.image, origin) ?? new URL(DEFAULT_IMAGE_PATH, origin).href,
    type: declared.type ?? 'website',
    noindex: declared.noindex ?? false,
    structuredData: declared.structuredData ?? [],
    canonicalPath: sitePath(new URL(origin), declared.canonicalPath),
  };
}

/** A path on this site from a declared canonical path, or undefined for anything else (never an open redirect). */
export function sitePath(url: URL, canonicalPath: string | undefined): string | undefined {
  if (!canonicalPath || !canonicalPath.startsWith('/') || canonicalPath.startsWith('//')) return undefined;
  if (canonicalPath.includes('\\')) return undefined;
  try {
    const target = new URL(canonicalPath, url.origin);
    return target.origin === url.origin ? target.pathname : undefined;
  } catch {
    return undefined;
  }
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where an address that is only an alias of a page (`redirect`: an old
 * prefix, a wrong slug) is sent: the page's one path with the same query, or
 * undefined when the address is already that path (however its letters were
 * percent-encoded) or the page declared no move.
 */
export function redirectTarget(url: URL, head: PageHead): string | undefined {
  const target = head.redirect ? sitePath(url, head.canonicalPath) : undefined;
  if (target === undefined || decoded(target) === decoded(url.pathname)) return undefined;
  return `${target}${url.search}`;
}
