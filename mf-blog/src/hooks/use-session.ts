import { readAccessToken } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useSyncExternalStore } from 'react';

/**
 * What the blog knows of the login session: `in` and `out` as the shell
 * announces them, `pending` while a token cookie's user is still loading (so
 * no call carrying the token goes out before the shell has checked it).
 */
export type SessionStatus = 'in' | 'out' | 'pending';

let loggedIn: boolean | undefined;

// Listening from the start; the event replays its last payload, so a page opened after login knows at once.
bus.on('platform:session:changed', (payload) => {
  loggedIn = payload.loggedIn;
});

function status(): SessionStatus {
  if (loggedIn) return 'in';
  return readAccessToken() ? 'pending' : 'out';
}

function subscribe(onChange: () => void): () => void {
  return bus.on('platform:session:changed', (payload) => {
    loggedIn = payload.loggedIn;
    onChange();
  });
}

/** The login session as the shell announces it (`platform:session:changed`). */
export function useSession(): SessionStatus {
  return useSyncExternalStore(subscribe, status, () => 'out');
}
