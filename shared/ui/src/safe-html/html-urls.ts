import { pageUrl } from '../format/page-url.ts';

/**
 * Addresses found in untrusted HTML, read the way the browser will read
 * them: the URL parser drops the tabs, newlines and leading spaces that hide
 * «java\tscript:», and entities are already decoded by the HTML parser.
 */

function parse(address: string, base: string): URL | undefined {
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Whether a link target may stay: web pages, mail and phone only. */
export function isSafeLinkUrl(address: string, base: string = pageUrl()): boolean {
  const url = parse(address, base);
  return url !== undefined && LINK_PROTOCOLS.has(url.protocol);
}

/** Whether an image address may load: web addresses only (no data:, blob: or other schemes). */
export function isSafeMediaUrl(address: string, base: string = pageUrl()): boolean {
  if (address.trim() === '') return false;
  const url = parse(address, base);
  return url !== undefined && WEB_PROTOCOLS.has(url.protocol);
}

/**
 * How a safe link behaves: another site opens in a new tab; this site and
 * mail or phone stay in place. On the server (no page address) an absolute
 * address is always another site's; SafeHtml still routes such a link inside
 * the site when it is this site's.
 */
export function linkKind(address: string, base: string = pageUrl()): 'internal' | 'external' | 'contact' {
  const url = parse(address, base);
  if (url === undefined || !WEB_PROTOCOLS.has(url.protocol)) return 'contact';
  return url.origin === new URL(base).origin ? 'internal' : 'external';
}
