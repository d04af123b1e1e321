/**
 * Where addresses in the API's data are resolved while the site server
 * renders a page: there is no `window.location` there. Only the scheme of
 * this stand-in matters to the checks that use it (a relative address stays
 * http(s) on both sides), so the server decides as the browser will; it is an
 * `.invalid` host so that no absolute address is ever taken for this site's.
 */
export const SERVER_PAGE_URL = 'https://server-render.invalid/';

/** The page's address in the browser; the server's stand-in ({@link SERVER_PAGE_URL}) while rendering there. */
export function pageUrl(): string {
  return typeof window === 'undefined' ? SERVER_PAGE_URL : window.location.href;
}
