import type { IncomingHttpHeaders } from 'node:http';
import { ACCESS_TOKEN_COOKIE, SIGNED_IN_COOKIE, SITE_CLIENT_HEADER } from '@shared/api-client';
import { cookieValue } from './cookie-value.ts';

/**
 * The login session as the site server keeps it: the token in an HttpOnly cookie no script can read, and a
 * plain `signed_in=1` beside it that tells the page someone is signed in (it holds nothing secret). The
 * server sets both from a login answer and clears both on logout or when the API refuses the token.
 */

/** Spec section 9: the session lasts 7 days. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;

/** What decides the cookies' attributes: Secure whenever the student reached the site over https. */
export interface CookieContext {
  secure: boolean;
}

function attributes(maxAge: number, { secure }: CookieContext): string {
  // Plain-http localhost (development, the e2e) keeps working: a Secure cookie would not be stored there.
  return `Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The two Set-Cookie values that open a session. */
export function sessionCookies(token: string, context: CookieContext): string[] {
  return [
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes(SESSION_SECONDS, context)}; HttpOnly`,
    `${SIGNED_IN_COOKIE}=1; ${attributes(SESSION_SECONDS, context)}`,
  ];
}

/** The two Set-Cookie values that end it. */
export function clearedSessionCookies(context: CookieContext): string[] {
  return [
    `${ACCESS_TOKEN_COOKIE}=; ${attributes(0, context)}; HttpOnly`,
    `${SIGNED_IN_COOKIE}=; ${attributes(0, context)}`,
  ];
}

/** The session token a request's cookies carry. */
export function sessionToken(headers: IncomingHttpHeaders): string | undefined {
  return cookieValue(headers.cookie, ACCESS_TOKEN_COOKIE);
}

/**
 * Whether the site's own script sent this request. It sets a header that a cross-site link, form or image
 * cannot send (and a cross-site fetch could send only after a CORS preflight this server never allows);
 * where the browser says where a request came from (`Sec-Fetch-Site`), it must be this origin.
 */
export function isSiteClientRequest(headers: IncomingHttpHeaders): boolean {
  if (!headers[SITE_CLIENT_HEADER]) return false;
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** The Cookie header without the session's two cookies: the API gets the token only as a bearer header. */
export function withoutSessionCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const name = part.slice(0, Math.max(0, part.indexOf('='))).trim();
      return part !== '' && name !== ACCESS_TOKEN_COOKIE && name !== SIGNED_IN_COOKIE;
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}
