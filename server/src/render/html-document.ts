import { SERVER_STATE_ID } from '@shared/registry';
import { escapeMarkup } from '../escape-markup.ts';

/** What a server-rendered page adds to the shell's `index.html`. */
export interface DocumentParts {
  html: string;
  styleTags: string;
  title: string;
  description?: string;
  /** The page's address on the public site (SITE_URL, never the Host header). */
  canonicalUrl: string;
  ogType: 'website' | 'article';
  theme: 'light' | 'dark';
  /** Whether the page shows a signed-in student: the areas' first render in the browser must agree. */
  signedIn: boolean;
  preloads: readonly { href: string; integrity?: string }[];
  /** What the browser hydrates with; absent for a page it renders afresh (404). */
  state?: unknown;
}

export { SERVER_STATE_ID };

/**
 * JSON inside a `<script type="application/json">`: never executed (the CSP
 * stays `script-src 'self'`), and `<` escaped so no string in the data can
 * close the block or open a comment.
 */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
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

/** The shell's document with a rendered page in it: head tags, styles, preloads, the page and its data. */
export function pageDocument(template: string, parts: DocumentParts): string {
  const title = escapeMarkup(parts.title);
  const head = [
    `<link rel="canonical" href="${escapeMarkup(parts.canonicalUrl)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:type" content="${parts.ogType}" />`,
    `<meta property="og:url" content="${escapeMarkup(parts.canonicalUrl)}" />`,
    `<meta property="og:locale" content="fa_IR" />`,
    ...(parts.description ? [`<meta property="og:description" content="${escapeMarkup(parts.description)}" />`] : []),
    ...parts.preloads.map(({ href, integrity }) =>
      // The attributes of the script the page will add, or the browser would download the file twice.
      integrity
        ? `<link rel="preload" as="script" href="${escapeMarkup(href)}" integrity="${integrity}" crossorigin="anonymous" />`
        : `<link rel="preload" as="script" href="${escapeMarkup(href)}" />`,
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
