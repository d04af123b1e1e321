import { pageUrl } from '../../format/page-url.ts';

/** Builds the address of an image resized to `width` pixels. */
export type ImageUrlBuilder = (src: string, width: number) => string;

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

const SIZE_PARAMS = /^(w|fm)(=|$)/;

/**
 * The site's image server: `w` and `fm=webp` as query parameters. The
 * address's own query is kept byte for byte (only an earlier w or fm is
 * replaced), and so are its fragment and relative form.
 */
export const webpImageUrl: ImageUrlBuilder = (src, width) => {
  const [withoutFragment, fragment] = splitOnce(src, '#');
  const [path, query = ''] = splitOnce(withoutFragment, '?');
  const kept = query.split('&').filter((pair) => pair !== '' && !SIZE_PARAMS.test(pair));
  const params = [...kept, `w=${width}`, 'fm=webp'].join('&');
  return `${path}?${params}${fragment === undefined ? '' : `#${fragment}`}`;
};

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Whether an image address may be rendered: absolute http(s), addresses
 * relative to this page that stay on its origin, or an inline image
 * (data:image/…). Anything else (javascript:, other data:, a
 * protocol-relative `//host` elsewhere) is refused.
 */
export function isSafeImageUrl(src: string, base: string = pageUrl()): boolean {
  const trimmed = src.trim();
  if (trimmed === '') return false;
  if (/^data:image\//i.test(trimmed)) return true;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return SCHEME.test(trimmed) || url.origin === new URL(base).origin;
}

/** Whether the address can take size parameters (inline data cannot). */
export function isResizable(src: string): boolean {
  return !/^\s*data:/i.test(src);
}
