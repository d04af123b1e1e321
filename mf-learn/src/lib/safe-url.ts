import { pageUrl } from '@shared/ui';

/**
 * Whether a media or file address from the API may be used as a `src` or
 * `href`: absolute http(s), or a path that stays on this site. Anything that
 * could run script (javascript:, data:, vbscript:…) or leave the site through
 * a protocol-relative `//host` is refused.
 */
export function isSafeMediaUrl(url: string, base: string = pageUrl()): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, base);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const absolute = /^https?:\/\//i.test(trimmed);
  return absolute || parsed.origin === new URL(base).origin;
}
