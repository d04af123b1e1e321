/** Where a rejected or missing backUrl sends the user. */
export const SAFE_DEFAULT = '/';

const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/** Paths login must never return to: login itself (a loop) and short links (an open redirect). */
const FORBIDDEN_TARGETS = [/^\/user\/login(?:\/|$)/i, /^\/s(?:\/|$)/i];

// Control characters, including the tab and newline that URL parsers silently drop.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function looksHostile(value: string): boolean {
  return (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    CONTROL_CHARACTERS.test(value) ||
    /^\/[\s/\\]/.test(value)
  );
}

/**
 * The path to return to after login, only when it is a path on this site
 * (spec section 2, backUrl). Absolute and protocol-relative URLs, backslash
 * forms, control characters, schemes, encoded variants of any of these, and
 * login or short-link targets all fall back to `/`.
 */
export function safeBackUrl(raw: string | null | undefined): string {
  if (!raw) return SAFE_DEFAULT;
  const decoded = decodeFully(raw);
  if (decoded === undefined || looksHostile(raw) || looksHostile(decoded)) return SAFE_DEFAULT;
  // Judged again as the browser will read it, dot segments resolved (`/.//evil.example` is `//evil.example`),
  // in the raw and the decoded form (`/%2e//evil.example` too).
  const parsed = onThisSite(raw);
  const parsedDecoded = onThisSite(decoded);
  if (!parsed || !parsedDecoded || looksHostile(parsed.pathname) || looksHostile(parsedDecoded.pathname)) {
    return SAFE_DEFAULT;
  }
  // The router decodes a path before it matches it (`/%73/x` is `/s/x`).
  const paths = [parsed.pathname, parsedDecoded.pathname];
  if (FORBIDDEN_TARGETS.some((pattern) => paths.some((each) => pattern.test(each)))) return SAFE_DEFAULT;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A path resolved against this site, its dot segments normalised; undefined when it is not on this site. */
function onThisSite(path: string): URL | undefined {
  try {
    const parsed = new URL(path, PLACEHOLDER_ORIGIN);
    return parsed.origin === PLACEHOLDER_ORIGIN ? parsed : undefined;
  } catch {
    return undefined;
  }
}
