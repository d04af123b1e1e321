import { useSyncExternalStore } from 'react';

/** A finger, not a mouse: phones and tablets, where the keyboard has no Shift+Enter to speak of. */
const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function coarse(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

/** True when the main pointer is a finger; false on the server and where it cannot be told. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarse, () => false);
}
