/**
 * The early download of a release's manifest. It imports nothing, like the federation runtime plugin
 * (federation-runtime-plugin.ts) that takes it: the plugin runs inside the runtime, apart from the app.
 */

/** How long one manifest or entry request may take before it counts as failed. */
export const RELEASE_REQUEST_TIMEOUT_MS = 4000;

/** Manifests asked for on this page: the runtime reads each once, so each is downloaded early once. */
const started = new Set<string>();
const early = new Map<string, Promise<Response>>();

/**
 * Starts downloading a release's manifest as soon as the shell decides to load the area, beside its entry
 * and chunks, rather than after the federation runtime (itself loaded with the first area) has started and
 * asked for it: one round trip less on the first click into an area.
 */
export function downloadManifestEarly(url: string): void {
  if (started.has(url) || typeof fetch !== 'function') return;
  started.add(url);
  // No time limit from here: the runtime may take a while to arrive, and the plugin bounds the wait from
  // the moment it takes the download. A failure belongs to that request; a later one fetches anew.
  const download = fetch(url);
  download.catch(() => started.delete(url));
  early.set(url, download);
}

/** The early download of a manifest, handed out once: the runtime plugin's request takes it instead of fetching. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const download = early.get(url);
  early.delete(url);
  return download;
}
