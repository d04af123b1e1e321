import { currentServerRequest } from './server-request.ts';

/** Name of the cookie that holds the access token (spec section 9). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

function isPlainHttpLocalhost(): boolean {
  return location.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

/** The access token from its cookie (on the server, the rendered request's), or undefined for a guest. */
export function readAccessToken(): string | undefined {
  if (typeof document === 'undefined') return currentServerRequest()?.accessToken;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
}

/**
 * Stores the access token for 7 days, SameSite=Lax, path /. It is Secure
 * everywhere except plain-http localhost, where a Secure cookie would not be
 * stored at all.
 */
export function writeAccessToken(token: string): void {
  if (typeof document === 'undefined') return;
  const secure = isPlainHttpLocalhost() ? '' : '; Secure';
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax${secure}`;
}

/** Removes the access token cookie. */
export function clearAccessToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
