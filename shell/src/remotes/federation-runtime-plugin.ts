import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long one manifest or entry request may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 4000;

/** Name of the DOM event the shell listens to for remote load failures. */
export const AREA_LOAD_ERROR_EVENT = 'mf:area-load-error';

/**
 * Transport rules for every remote: bounded timeouts so a hanging release
 * fails fast into the area's fallback, CORS mode for entries, and a DOM event
 * for each failure. The plugin runs inside the federation runtime before any
 * shared module is ready, so it may not import app code or the event bus.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-transport',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
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
