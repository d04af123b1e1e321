/** The site's name, appended to every page title. */
export const SITE_NAME = 'دانش‌سرا';

/** Title of an error page: the status code followed by the message (spec section 2). */
export function errorTitle(status: 404 | 500, message: string): string {
  return `${status} ${message}`;
}

/** The document title for a page title. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} | ${SITE_NAME}`;
}
