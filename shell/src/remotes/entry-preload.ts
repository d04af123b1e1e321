import type { TrustedRelease } from './trust.ts';

/**
 * Starts a release's remote entry downloading beside its manifest instead of
 * after it: the entry's URL and integrity are known from the registry (the
 * platform's layout puts it next to the manifest), so the lookup chain loses
 * one round trip. The link carries the same `crossorigin` and `integrity` as
 * the script the federation runtime adds (federation-runtime-plugin.ts), so
 * the browser uses the one download for both.
 */
export function preloadEntry(release: TrustedRelease | undefined): void {
  if (!release || typeof document === 'undefined') return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]');
  // A server-rendered page may already name it.
  if (Array.from(links).some((link) => link.href === release.entryUrl)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', release.entryUrl);
  link.setAttribute('crossorigin', 'anonymous');
  if (release.integrity) link.setAttribute('integrity', release.integrity);
  document.head.append(link);
}
