import { readAccessToken } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useSyncExternalStore } from 'react';

/** What this area needs to know of the login session. */
export type QuizSession = 'loading' | 'guest' | 'member';

let loggedIn: boolean | undefined;
const listeners = new Set<() => void>();

// One subscription for the whole area. The event replays its last payload,
// so a page opened after login still learns the session at once.
bus.on('platform:session:changed', (payload) => {
  loggedIn = payload.loggedIn;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The session as the shell announces it on the bus. A token cookie whose
 * user is not loaded yet counts as loading (the shell clears the cookie when
 * the load fails), so a page never flashes its guest view at a member.
 */
export function currentSession(): QuizSession {
  if (loggedIn) return 'member';
  return readAccessToken() ? 'loading' : 'guest';
}

/** The login session; re-renders on login, logout and an expired session. */
export function useSession(): QuizSession {
  return useSyncExternalStore(subscribe, currentSession, () => 'guest');
}
