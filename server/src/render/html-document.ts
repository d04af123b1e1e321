import { SERVER_STATE_ID } from '@shared/registry';
import { escapeMarkup } from '../escape-markup.ts';

/** The site's name, in link previews (`og:site_name`). */
const SITE_NAME = 'دانش‌سرا';

/** What a server-rendered page adds to the shell's `index.html`. */
export interface DocumentParts {
  html: string;
  styleTags: string;
  title: string;
  description?: string;
  /** The page's address on the public site (SITE_URL, never the Host header). */
  canonicalUrl: string;
  ogType: 'website' | 'article';
  /** The absolute address of the page's picture for link previews. */
  image?: string;
  /** Kept out of search results. */
  noindex?: boolean;
  /** schema.org objects the page declared, each written as JSON-LD. */
  structuredData?: readonly unknown[];
  theme: 'light' | 'dark';
  /** Whether the page shows a signed-in student: the areas' first render in the browser must agree. */
  signedIn: boolean;
  preloads: readonly { href: string; integrity?: string }[];
  /** What the browser hydrates with; absent for a page it renders afresh (404). */
  state?: unknown;
}

export { SERVER_STATE_ID };

/** JSON whose every `<` (and line separator) is escaped: no string in it can close a script block or open a comment. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * JSON inside a `<script type="application/json">`: never executed (the CSP
 * stays `script-src 'self'`), and `<` escaped so no string in the data can
 * close the block or open a comment.
 */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;
}

/**
 * Structured data for search engines: a data block, which browsers never run
 * and the CSP's `script-src` does not govern, escaped like the page's data
 * (strings from the API are inside). Anything JSON cannot hold is left out.
 */
export function jsonLdScript(data: unknown): string {
  if (data === null || typeof data !== 'object') return '';
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** The robots rule of a page kept out of search results. */
export const NOINDEX_META = '<meta name="robots" content="noindex" />';

/** The shell's document unrendered, for the browser to draw a page that must stay out of search results. */
export function noindexDocument(template: string): string {
  return replaceOnce(template, /<\/head>/, `  ${NOINDEX_META}\n  </head>`);
}

/** Replaces the one match of a pattern; `replacement` gets the match's groups. Data never goes through `$` patterns. */
function replaceOnce(
  document: string,
  pattern: RegExp,
  replacement: string | ((...groups: string[]) => string),
): string {
  if (!pattern.test(document)) throw new Error(`The shell's index.html has no ${pattern.source}.`);
  return document.replace(pattern, (_match, ...groups: string[]) =>
    typeof replacement === 'string' ? replacement : replacement(...groups),
  );
}

/** A `<link rel=preload as=script>` of the shell's start chunks, as its build writes them into `index.html`. */
const SCRIPT_PRELOAD = /<link rel="preload" href="[^"]+" as="script"(?: crossorigin="[\w-]+")?(?=>)/g;

/**
 * The shell's `index.html` as a server-rendered page uses it: the script preloads at low priority. The page
 * arrives drawn, so what it paints first is the document, its styles and the font; the scripts only hydrate
 * it. At the default (high) priority 250 KB of scripts share the connection with the font and hold up the
 * first paint on a slow network (docs/architecture.md, "What a first paint waits for"). A page the browser
 * draws keeps `index.html` as it is: there the scripts are the page.
 */
export function serverRenderedTemplate(indexHtml: string): string {
  return indexHtml.replace(SCRIPT_PRELOAD, (tag) => `${tag} fetchpriority="low"`);
}

/** The shell's document with a rendered page in it: head tags, styles, preloads, the page and its data. */
export function pageDocument(template: string, parts: DocumentParts): string {
  const title = escapeMarkup(parts.title);
  const head = [
    `<link rel="canonical" href="${escapeMarkup(parts.canonicalUrl)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:type" content="${parts.ogType}" />`,
    `<meta property="og:url" content="${escapeMarkup(parts.canonicalUrl)}" />`,
    `<meta property="og:locale" content="fa_IR" />`,
    `<meta property="og:site_name" content="${escapeMarkup(SITE_NAME)}" />`,
    ...(parts.description ? [`<meta property="og:description" content="${escapeMarkup(parts.description)}" />`] : []),
    ...(parts.image
      ? [
          `<meta property="og:image" content="${escapeMarkup(parts.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${escapeMarkup(parts.image)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${title}" />`,
    ...(parts.description ? [`<meta name="twitter:description" content="${escapeMarkup(parts.description)}" />`] : []),
    ...(parts.noindex ? [NOINDEX_META] : []),
    ...(parts.structuredData ?? []).map(jsonLdScript).filter(Boolean),
    ...parts.preloads.map(({ href, integrity }) =>
      // The attributes of the script the page will add, or the browser would download the file twice; at low
      // priority, as the shell's own (serverRenderedTemplate).
      integrity
        ? `<link rel="preload" as="script" href="${escapeMarkup(href)}" integrity="${integrity}" crossorigin="anonymous" fetchpriority="low" />`
        : `<link rel="preload" as="script" href="${escapeMarkup(href)}" fetchpriority="low" />`,
    ),
    parts.styleTags,
  ].join('\n    ');
  let document = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (parts.description) {
    document = replaceOnce(
      document,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeMarkup(parts.description)}" />`,
    );
  }
  document = replaceOnce(document, /<\/head>/, `  ${head}\n  </head>`);
  document = replaceOnce(
    document,
    /<html([^>]*)>/,
    (attributes) =>
      `<html${attributes} data-theme="${parts.theme}" data-server-theme="${parts.theme}" data-session="${parts.signedIn ? 'in' : 'out'}">`,
  );
  const state = parts.state === undefined ? '' : jsonScript(SERVER_STATE_ID, parts.state);
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${parts.html}</div>${state}`);
}
