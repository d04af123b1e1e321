/** The site's name, appended to every page title. */
export const SITE_NAME = 'دانش‌سرا';

/**
 * Fallback title of spec section 2: the last path segment in title case
 * (`/articles/tag/new-books` → `New Books`). Persian segments have no case and
 * are kept as they are, with their dashes read as spaces.
 */
export function fallbackTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return SITE_NAME;
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed rather than breaking the page.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
    .join(' ');
}

/** Title of an error page: the status code followed by the message (spec section 2). */
export function errorTitle(status: 404 | 500, message: string): string {
  return `${status} ${message}`;
}

/** The document title for a page title. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} | ${SITE_NAME}`;
}
