import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { RELEASE_REQUEST_TIMEOUT_MS as REQUEST_TIMEOUT_MS, takeEarlyManifest } from './manifest-download.ts';
import { matchesIntegrity, trustedRelease, TrustError } from './trust.ts';

/** Name of the DOM event the shell listens to for remote load failures. */
export const AREA_LOAD_ERROR_EVENT = 'mf:area-load-error';

/** Fetches a manifest the registry named and checks its bytes against the registry's integrity. */
async function fetchTrustedManifest(url: string, init: RequestInit, container: string): Promise<Response> {
  const release = trustedRelease(container);
  if (!release || release.manifestUrl !== url) {
    throw new TrustError(
      `Refused manifest ${url}: the registry names ${release?.manifestUrl ?? 'none'} for ${container}.`,
    );
  }
  const early = takeEarlyManifest(url);
  if (!early) {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return checkedManifest(response, url, release.manifestIntegrity);
  }
  // The shell started this download earlier (a click); it gets the same bound, counted from now.
  return withinRequestTime(
    early.then((response) => checkedManifest(response, url, release.manifestIntegrity)),
    url,
  );
}

/** The manifest's response, its bytes checked against the registry's integrity when it names one. */
async function checkedManifest(response: Response, url: string, integrity: string | undefined): Promise<Response> {
  if (!integrity || !response.ok) return response;
  const bytes = await response.arrayBuffer();
  if (!(await matchesIntegrity(bytes, integrity))) {
    throw new TrustError(`Refused manifest ${url}: its bytes do not match the registry's integrity.`);
  }
  return new Response(bytes, { status: response.status, headers: response.headers });
}

function withinRequestTime<T>(work: Promise<T>, url: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url} did not answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Transport and trust rules for every remote. Only the manifest and entry
 * the registry named for a container are loaded; the entry carries the
 * registry's SRI and `crossorigin`, so changed bytes fail closed; a pinned
 * release's chunks load only through its verified entry, whose chunk loader
 * checks each chunk's own SRI hash. Requests are bounded so a hanging
 * release fails fast, and each failure is announced as a DOM event. The
 * plugin runs inside the federation runtime, apart from the app, so it may
 * not import app code or the event bus.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-transport',
    fetch(url, init, remoteInfo) {
      if (remoteInfo) return fetchTrustedManifest(url, init, remoteInfo.name);
      return fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    },
    createScript({ url, remoteInfo, resourceContext }) {
      const release = trustedRelease(remoteInfo?.name);
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      if (resourceContext?.resourceType === 'remoteEntry' || url === release?.entryUrl) {
        if (!release || release.entryUrl !== url) {
          throw new TrustError(`Refused entry ${url}: the registry names ${release?.entryUrl ?? 'none'}.`);
        }
        if (release.integrity) script.integrity = release.integrity;
      } else if (release?.integrity) {
        // The runtime preloads an exposed module's chunks as plain scripts;
        // for a pinned release they would run unchecked, so they wait for the
        // entry's own loader, which verifies every chunk.
        throw new TrustError(`Not preloading ${url}: chunks of a pinned release load through its verified entry.`);
      }
      return { script, timeout: REQUEST_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      window.dispatchEvent(
        new CustomEvent(AREA_LOAD_ERROR_EVENT, {
          detail: { id, lifecycle, message: error instanceof Error ? error.message : String(error) },
        }),
      );
      return undefined;
    },
  };
}
