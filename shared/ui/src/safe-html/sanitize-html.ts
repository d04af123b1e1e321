import DOMPurify, { type Config } from 'dompurify';
import { isSafeLinkUrl, isSafeMediaUrl, linkKind } from './html-urls.ts';

/**
 * The site's one policy for HTML it did not write (article bodies, sponsor
 * descriptions, lessons, static pages): it passes through DOMPurify with an allow-list made for prose: text,
 * headings, lists, quotes, code, links, images, figures and tables. Nothing
 * that runs code, loads a document, submits data, restyles the page or
 * switches the parser into SVG or MathML (where mutation XSS lives) survives.
 */

const words = (list: string) => list.split(' ');

/** An h1 is not among them: the page's title is the only one; its text stays as plain text. */
const ALLOWED_TAGS = words(
  'p br hr h2 h3 h4 h5 h6 div span section header footer ' +
    'a strong b em i u s del ins mark small sub sup abbr cite q dfn time bdi bdo code kbd samp var ' +
    'blockquote pre ul ol li dl dt dd figure figcaption img ' +
    'table caption colgroup col thead tbody tfoot tr th td',
);

/**
 * Named again although the allow-list already leaves them out, so that a
 * later widening of the allow-list cannot bring one back by accident.
 */
const FORBIDDEN_TAGS = words(
  'script style link meta base title iframe frame frameset object embed applet form input button select ' +
    'option textarea svg math template noscript noembed noframes xmp audio video source track canvas portal dialog',
);

/** Style, alternative sources, inline documents and form targets are never kept. */
const FORBIDDEN_ATTRIBUTES = words(
  'style class id name srcset srcdoc action formaction xlink:href background ping poster target rel is slot ' +
    'contenteditable',
);

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: words(
    'href src alt title width height colspan rowspan scope headers dir lang datetime cite start reversed type abbr span',
  ),
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  // Only web, mail and phone links, or addresses without a scheme (this site).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
};

const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);
const DIGITS = /^\d{1,5}$/;

/** Links: other sites open in a new tab without access to this one; unsafe targets stop being links. */
function finishLink(link: Element): void {
  const href = link.getAttribute('href');
  if (href === null) return;
  if (!isSafeLinkUrl(href)) {
    link.removeAttribute('href');
    return;
  }
  if (linkKind(href) === 'external') {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Images: only web addresses (no data: or other schemes), loaded lazily, sizes as plain numbers. */
function finishImage(image: Element): void {
  const src = image.getAttribute('src');
  if (src === null || !isSafeMediaUrl(src)) image.removeAttribute('src');
  for (const size of ['width', 'height']) {
    const value = image.getAttribute(size);
    if (value !== null && !DIGITS.test(value.trim())) image.removeAttribute(size);
  }
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
  image.setAttribute('referrerpolicy', 'no-referrer');
}

function finishAttributes(node: Element): void {
  const dir = node.getAttribute('dir');
  if (dir !== null && !DIRECTIONS.has(dir.toLowerCase())) node.removeAttribute('dir');
  // `cite` on quotes is an address too; only web addresses are kept.
  const cite = node.getAttribute('cite');
  if (cite !== null && !isSafeLinkUrl(cite)) node.removeAttribute('cite');
  if (node.nodeName === 'A') finishLink(node);
  if (node.nodeName === 'IMG') finishImage(node);
}

/**
 * A purifier of its own in the browser, so these hooks and this policy never
 * touch another DOMPurify user on the page. On the site server there is no
 * window: the module's default export is then the instance the server made
 * for this release from a jsdom window (`createDOMPurify(window)`), already
 * this module's alone, and the hooks are added to it once.
 */
function createPurifier() {
  const purifier = typeof window === 'undefined' ? DOMPurify : DOMPurify(window);
  // A DOMPurify with no DOM to work in has neither hooks nor a sanitize that cleans anything.
  if (purifier.isSupported) purifier.addHook('afterSanitizeAttributes', finishAttributes);
  return purifier;
}

let purifier: ReturnType<typeof createPurifier> | undefined;

/**
 * Wraps each table in a focusable, labelled region that scrolls sideways, so
 * a wide table never widens the page on a phone and can be scrolled with the
 * keyboard.
 */
function wrapTables(root: DocumentFragment): void {
  const document = root.ownerDocument;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const caption = table.querySelector('caption')?.textContent?.trim();
    const region = document.createElement('div');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', caption ? `جدول: ${caption}` : 'جدول');
    region.setAttribute('tabindex', '0');
    region.setAttribute('data-table-scroll', '');
    table.replaceWith(region);
    region.append(table);
  }
}

/** Images whose address was refused are dropped rather than shown broken. */
function dropEmptyImages(root: DocumentFragment): void {
  for (const image of Array.from(root.querySelectorAll('img:not([src])'))) image.remove();
}

/** Options of {@link sanitizeHtml}. */
export interface SanitizeOptions {
  /**
   * A last step on the safe fragment before it becomes a string, in
   * DOMPurify's own inert document (the blog anchors its headings here), so
   * no caller needs a global `document` to rework the output.
   */
  rework?: (root: DocumentFragment) => void;
}

/**
 * The safe form of untrusted HTML, as a string for SafeHtml (or for a step
 * such as the blog's heading anchors before it). The work happens in DOMPurify's own inert document, so
 * nothing in the input loads or runs while it is cleaned. Where DOMPurify
 * cannot work (`isSupported` false: no DOM it can use) it cleans nothing, so
 * the answer is then empty: nothing is shown rather than unsafe HTML.
 */
export function sanitizeHtml(dirty: string, { rework }: SanitizeOptions = {}): string {
  purifier ??= createPurifier();
  if (!purifier.isSupported) return '';
  const fragment = purifier.sanitize(dirty, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  dropEmptyImages(fragment);
  wrapTables(fragment);
  rework?.(fragment);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
