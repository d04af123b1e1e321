import type { Candidate } from './area-releases.ts';

/** Chunks already asked for on this page: a hover, the click and the route module share them. */
const started = new Set<string>();

/** Whether the page's HTML already names a file (a server-rendered page preloads its own chunks). */
function preloadedByPage(url: string): boolean {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]');
  return Array.from(links).some((link) => link.href === url);
}

/**
 * Starts downloading the chunks an exposed module needs together with the release's entry, instead of
 * after the entry has run and asked for them: the registry lists them per expose (recorded at promote
 * from the release's manifest), so a click into an area costs one round trip for its code, not two.
 *
 * They are fetched, not preloaded: the entry's loader asks for each chunk with its SRI hash, which the
 * registry does not carry, and Chrome does not hand a `<link rel=preload>` without the same hash to that
 * request (it warns of an integrity mismatch). A fetch puts the immutable file in the HTTP cache, where the
 * loader's request finds it, finished or still in flight. Nothing runs from here: the loader still checks
 * every chunk's bytes before it runs them.
 */
export function warmChunks(release: Candidate, expose: string): void {
  if (typeof fetch !== 'function' || typeof document === 'undefined') return;
  for (const file of release.chunks?.[expose] ?? []) {
    const url = new URL(file, release.manifestUrl).href;
    if (started.has(url) || preloadedByPage(url)) continue;
    started.add(url);
    fetch(url, { mode: 'cors', credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      // A failed warm-up changes nothing: the loader asks again and reports its own failure.
      .catch(() => started.delete(url));
  }
}
