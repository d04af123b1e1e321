/**
 * What the registry vouches for, per federation container: the manifest and
 * entry URLs the shell may load for it and the integrity of their bytes.
 * The federation runtime plugin reads it before every manifest and script
 * request; it imports no shared module, because the plugin runs before any
 * is ready (the release layout's names are plain constants, bundled here).
 */
import { REMOTE_ENTRY_FILE } from '@shared/registry/release-layout';

/** One release the shell may load, as the registry named it. */
export interface TrustedRelease {
  area: string;
  version: string;
  /** Absolute URL of the release's `mf-manifest.json`. */
  manifestUrl: string;
  /** Absolute URL of its `remoteEntry.js`, next to the manifest (the platform's layout). */
  entryUrl: string;
  /** SRI of the remote entry; when set, the release is pinned and unverified scripts are refused. */
  integrity?: string;
  /** SHA-384 of the manifest bytes. */
  manifestIntegrity?: string;
}

const trusted = new Map<string, TrustedRelease>();

/** Names the release the shell now loads for a container; any other URL for it is refused. */
export function trustRelease(container: string, release: Omit<TrustedRelease, 'entryUrl'>): TrustedRelease {
  const entry = { ...release, entryUrl: new URL(REMOTE_ENTRY_FILE, release.manifestUrl).href };
  trusted.set(container, entry);
  return entry;
}

/** The release trusted for a container, if any. */
export function trustedRelease(container: string | undefined): TrustedRelease | undefined {
  return container === undefined ? undefined : trusted.get(container);
}

/** Raised when a URL is not the one the registry named, or bytes are not the ones it vouched for. */
export class TrustError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrustError';
  }
}

/** Whether a URL is on the page's own origin or on one the registry allows. */
export function isAllowedOrigin(url: string, allowedOrigins: readonly string[], pageOrigin: string): boolean {
  const { origin } = new URL(url, pageOrigin);
  return origin === pageOrigin || allowedOrigins.includes(origin);
}

/** Whether a URL points at this machine: where a developer's own dev server runs. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Whether bytes match a `sha384-…` value. Without Web Crypto (a page on
 * plain http other than localhost is not a secure context) the check cannot
 * run; the entry's own SRI, which browsers enforce everywhere, still does.
 */
export async function matchesIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  if (!globalThis.crypto?.subtle) return true;
  return `sha384-${base64(await crypto.subtle.digest('SHA-384', bytes))}` === integrity;
}
