import { createHash, randomUUID } from 'node:crypto';
import { cookieValue } from '../cookie-value.ts';

/**
 * Cookie that gives each browser an anonymous random id (nothing about the student: 122 random bits), so
 * the health counts can tell one browser reporting a failure many times from many browsers reporting it.
 */
export const CLIENT_COOKIE = 'platform_client';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const CLIENT_ID = /^[A-Za-z0-9_-]{22}$/;

/** The client a beacon without a (sound) client cookie counts as: all of them together are one client. */
export const NO_CLIENT = 'none';

/** The browser's client id from its Cookie header, or undefined when it has none or a bad one. */
export function clientIdFrom(cookieHeader: string | undefined): string | undefined {
  const value = cookieValue(cookieHeader, CLIENT_COOKIE);
  return value !== undefined && CLIENT_ID.test(value) ? value : undefined;
}

/**
 * A new client id: a random UUID's 16 bytes (122 random bits), base64url. Every first visit makes one:
 * `randomUUID` draws from a pool it refills in batches, where `randomBytes(16)` asks the system each time.
 */
export function newClientId(): string {
  return Buffer.from(randomUUID().replaceAll('-', ''), 'hex').toString('base64url');
}

/** The Set-Cookie value that keeps a browser's client id for a year (HttpOnly: no script reads it). */
export function clientCookie(id: string, secure: boolean): string {
  return `${CLIENT_COOKIE}=${id}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * What the health counts store for a beacon's sender: a hash of its client id (the store never holds the
 * cookie itself), or {@link NO_CLIENT} for a beacon that came without one; a browser always has one, since
 * the page and `/remotes.json` set it before any beacon.
 */
export function reportingClient(cookieHeader: string | undefined): string {
  const id = clientIdFrom(cookieHeader);
  return id === undefined ? NO_CLIENT : hashedClient(id);
}

/** The hash a client id is counted under (the store never holds the id itself). */
export function hashedClient(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 16);
}
