import { readAccessToken } from '@shared/api-client';
import { bus } from '@shared/event-bus';

/**
 * What the area knows of the login session: `in` and `out` as the shell
 * announces them, `pending` while a token cookie's user is still loading.
 */
export type SessionStatus = 'in' | 'out' | 'pending';

/** The student as the shell announced them (the header shows the same). */
export interface SessionUser {
  fullName: string;
  avatar: string | null;
}

let loggedIn: boolean | undefined;
let user: SessionUser | null = null;

function remember(payload: { loggedIn: boolean; user: SessionUser | null }) {
  loggedIn = payload.loggedIn;
  // A new object only when something changed, so useSyncExternalStore sees a stable snapshot.
  if (payload.user?.fullName !== user?.fullName || payload.user?.avatar !== user?.avatar) user = payload.user;
}

// Listening from the start, so the first render already knows what the shell announced.
bus.on('platform:session:changed', remember);

/** The status now: the last announcement, else the token cookie's presence. */
export function sessionStatus(): SessionStatus {
  if (loggedIn) return 'in';
  return readAccessToken() ? 'pending' : 'out';
}

/** The logged-in student, or null. */
export function sessionUser(): SessionUser | null {
  return loggedIn ? user : null;
}

/** Subscribes to session changes; the bus replays the last one at once. */
export function subscribeToSession(onChange: () => void): () => void {
  return bus.on('platform:session:changed', (payload) => {
    remember(payload);
    onChange();
  });
}
