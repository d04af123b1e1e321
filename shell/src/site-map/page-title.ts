import { plainUserText } from '@shared/ui/format';

/** The site's name, appended to every page title. */
export const SITE_NAME = 'دانش‌سرا';

/** Title of an error page: the status code followed by the message (spec section 2). */
export function errorTitle(status: 404 | 500, message: string): string {
  return `${status} ${message}`;
}

/**
 * Left-to-right text (a path, a code) for a title, which is plain text: no
 * <bdi> can hold it, so Unicode's isolate marks do (LRI … PDI, invisible).
 * Without them the browser's tab and the breadcrumb showed «no-such-page/»
 * for /no-such-page, its slash thrown to the other end by the Persian
 * around it.
 */
export function isolateLtr(text: string): string {
  // Its own controls go: a PDI in it would end the isolate early, an override would turn the rest round.
  return `\u2066${plainUserText(text)}\u2069`;
}

/** The document title for a page title. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} | ${SITE_NAME}`;
}
