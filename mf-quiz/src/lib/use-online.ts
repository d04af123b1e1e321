import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is connected (`navigator.onLine`, kept fresh by
 * the `online` and `offline` events). The server renders as online. "Online"
 * can still fail to reach the server; "offline" is certain, which is what the
 * run page needs to say so rather than spin.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
