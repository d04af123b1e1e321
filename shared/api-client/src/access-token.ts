import { currentServerRequest } from './server-request.ts';

/**
 * The login session's cookies (spec sections 6 and 9). The site server sets both from a login answer and
 * clears both on logout: the token in an HttpOnly cookie no script can read (the server turns it into the
 * bearer header of the site's own API calls), and beside it a plain `signed_in=1` that only says someone
 * is signed in, so a page the browser renders knows without the token.
 */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
/** The companion cookie: `1` while a session is open; it holds nothing secret. */
export const SIGNED_IN_COOKIE = 'signed_in';
/**
 * The header every call of the site's own client carries. A cross-site link, form or image cannot send
 * it, so the server adds the bearer token only to calls that have it.
 */
export const SITE_CLIENT_HEADER = 'x-requested-with';
export const SITE_CLIENT_HEADER_VALUE = 'XMLHttpRequest';

function browserCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

/**
 * The access token of the request a server render answers (for the render's own API calls). A browser
 * never has it: the cookie is HttpOnly.
 */
export function readAccessToken(): string | undefined {
  return typeof document === 'undefined' ? currentServerRequest()?.accessToken : undefined;
}

/** Whether a session is open: on the server, the request's token; in a browser, the companion cookie. */
export function hasSession(): boolean {
  if (typeof document === 'undefined') return currentServerRequest()?.accessToken !== undefined;
  return browserCookie(SIGNED_IN_COOKIE) === '1';
}

/**
 * Forgets the companion cookie in this tab at once (a 401, a failed check). The server clears both
 * cookies itself when it sees the API refuse the token; this only keeps the page from waiting for that.
 */
export function clearSessionHint(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
