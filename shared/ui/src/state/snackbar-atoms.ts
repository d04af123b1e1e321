import { atom } from 'jotai';

/** The kind of a snackbar message. */
export type SnackbarType = 'success' | 'error';

/** What an app asks to show. */
export interface SnackbarRequest {
  type: SnackbarType;
  message: string;
  /** How long it stays, in ms; the host's configured duration otherwise. */
  duration?: number;
}

/** A message in the queue. */
export interface SnackbarMessage extends SnackbarRequest {
  id: number;
}

/**
 * The store removes every message this long after it was shown, whatever
 * its duration and even while it is hovered (spec section 9: 20000 ms).
 */
export const SNACKBAR_STORE_LIMIT_MS = 20_000;

/** The messages waiting or on screen, oldest first. Shared by every app. */
export const snackbarQueueAtom = atom<readonly SnackbarMessage[]>([]);

// Ids come from the store, so two apps sharing it never hand out the same id.
const lastSnackbarIdAtom = atom(0);

/** Removes a message from the queue; a message already gone is ignored. */
export const dismissSnackbarAtom = atom(null, (get, set, id: number) => {
  set(
    snackbarQueueAtom,
    get(snackbarQueueAtom).filter((message) => message.id !== id),
  );
});

/** Queues a message, returns its id, and removes it after the store's limit. */
export const showSnackbarAtom = atom(null, (get, set, request: SnackbarRequest) => {
  const id = get(lastSnackbarIdAtom) + 1;
  set(lastSnackbarIdAtom, id);
  set(snackbarQueueAtom, [...get(snackbarQueueAtom), { ...request, id }]);
  setTimeout(() => set(dismissSnackbarAtom, id), SNACKBAR_STORE_LIMIT_MS);
  return id;
});
