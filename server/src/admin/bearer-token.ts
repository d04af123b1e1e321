import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the admin token. Both sides are
 * hashed first so the comparison takes the same time whatever the length or
 * the first wrong character, and leaks nothing about the token.
 */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}
