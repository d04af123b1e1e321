import { readAccessToken } from '@shared/api-client';
import { bus } from '@shared/event-bus';

/**
 * What the area knows of the login session: `in` and `out` as the shell
 * announces them, `pending` while a token cookie's user is still loading
 * (the shell says "not logged in" until it knows better).
 */
export type SessionStatus = 'in' | 'out' | 'pending';

let loggedIn: boolean | undefined;
let fullName: string | undefined;

function remember(payload: { loggedIn: boolean; user: { fullName: string } | null }) {
  loggedIn = payload.loggedIn;
  fullName = payload.user?.fullName;
}

// Listening from the start, so the first render already knows what the shell announced.
bus.on('platform:session:changed', remember);

/** The status now: the last announcement, else the token cookie's presence. */
export function sessionStatus(): SessionStatus {
  if (loggedIn) return 'in';
  return readAccessToken() ? 'pending' : 'out';
}

/** Subscribes to session changes; the bus replays the last one at once. */
export function subscribeToSession(onChange: () => void): () => void {
  return bus.on('platform:session:changed', (payload) => {
    remember(payload);
    onChange();
  });
}

/** The logged-in student's name, as the shell announced it. */
export function sessionUserName(): string | undefined {
  return loggedIn ? fullName : undefined;
}
