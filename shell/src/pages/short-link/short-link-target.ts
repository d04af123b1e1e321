import { safeBackUrl, SAFE_DEFAULT } from '../../session/back-url.ts';

/** Where a short link may go, decided here and never by the API alone. */
export type ShortLinkTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; host: string | undefined };

// Control characters, which URL parsers drop silently (`https://evil\t.example`).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function hostOf(target: string): string | undefined {
  try {
    return new URL(target).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Classifies a short link's target: a path of this site (checked by the same
 * rules as backUrl, so protocol-relative, backslash, encoded and login or
 * short-link loops are refused), an https URL on an allowed host (no user
 * name or password in it), or refused.
 */
export function classifyShortLinkTarget(target: string, allowedHosts: readonly string[]): ShortLinkTarget {
  if (target.startsWith('/')) {
    const path = safeBackUrl(target);
    const isHome = target === '/' || target.startsWith('/?') || target.startsWith('/#');
    if (path !== SAFE_DEFAULT || isHome) return { kind: 'internal', path };
    return { kind: 'refused', host: undefined };
  }
  if (CONTROL_CHARACTERS.test(target) || target.trim() !== target) return { kind: 'refused', host: undefined };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { kind: 'refused', host: undefined };
  }
  const allowed =
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    allowedHosts.includes(url.hostname.toLowerCase());
  if (!allowed) return { kind: 'refused', host: hostOf(target) };
  return { kind: 'external', url: url.href };
}
