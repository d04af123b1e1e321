/** How a link target is treated. */
export type HrefKind = 'internal' | 'external' | 'contact' | 'unsafe';

/** Schemes that open another site in a new tab. */
const WEB_SCHEMES = new Set(['http', 'https']);
/** Schemes the device hands to a mail or phone app, in place. */
const CONTACT_SCHEMES = new Set(['mailto', 'tel']);

/**
 * Browsers ignore ASCII whitespace and control characters inside a URL's
 * scheme ("java\tscript:"), so they are dropped before the scheme is read.
 */
function withoutControlCharacters(href: string): string {
  return Array.from(href)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('');
}

/**
 * Classifies a link target. Only http(s), mailto and tel schemes are allowed:
 * an allow-list refuses javascript:, data: and vbscript: and any scheme
 * invented later. Paths without a scheme belong to this site's router.
 */
export function classifyHref(href: string): HrefKind {
  const cleaned = withoutControlCharacters(href);
  if (cleaned.startsWith('//')) return 'external';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'internal';
  if (WEB_SCHEMES.has(scheme)) return 'external';
  if (CONTACT_SCHEMES.has(scheme)) return 'contact';
  return 'unsafe';
}
