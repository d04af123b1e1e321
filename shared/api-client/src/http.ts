import ky, { type KyInstance } from 'ky';

/** Default API base: `/api` on the site's own origin. */
export const DEFAULT_API_BASE = '/api';

let apiBase = DEFAULT_API_BASE;
let instance: KyInstance | undefined;

/**
 * Points every call at another backend. The base must end in `/api`, as the
 * contract says; the site server's proxy is the usual one.
 */
export function configureApiBase(base: string): void {
  if (!/\/api\/?$/.test(base)) throw new Error(`API base must end in /api: ${base}`);
  apiBase = base.replace(/\/$/, '');
  instance = undefined;
}

function absoluteBase(): string {
  const origin = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin;
  return new URL(`${apiBase}/`, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** The one ky instance every call goes through: JSON, credentials included. */
export function http(): KyInstance {
  instance ??= ky.create({
    prefixUrl: absoluteBase(),
    credentials: 'include',
    headers: { accept: 'application/json' },
    timeout: 15_000,
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  });
  return instance;
}
