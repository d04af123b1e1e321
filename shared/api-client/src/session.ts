import { bus } from '@shared/event-bus';
import { useSyncExternalStore } from 'react';
import { hasSession, currentServerRequest } from '@shared/api-client/core';

/**
 * What an area knows of the login session: `in` and `out` as the shell
 * announces them (`platform:session:changed`), `pending` while a signed-in
 * student is still loading, so no page flashes its guest view at a
 * student and no call carrying the token goes out before the shell checked it
 * (the shell clears the cookie when the check fails).
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

// Listening from the first import, so the first render already knows what the shell announced. Not on the
// server: no announcement comes there, and a listener would keep every loaded release's copy alive.
if (typeof document !== 'undefined') bus.on('platform:session:changed', remember);

/** The status now: the last announcement, else the session cookie's presence (the server's `signed_in`). */
export function sessionStatus(): SessionStatus {
  if (loggedIn) return 'in';
  return hasSession() ? 'pending' : 'out';
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

/**
 * The status a server-rendered page was rendered with: on the server, what
 * the shell's render found (the request's `signedIn`); in the browser, while
 * hydrating, what the server wrote on `<html data-session>`. Both sides then
 * agree, and a signed-in student's page is theirs from the first paint.
 */
function renderedSessionStatus(): SessionStatus {
  if (typeof document === 'undefined') return currentServerRequest()?.signedIn ? 'in' : 'out';
  return document.documentElement.dataset.session === 'in' ? 'in' : 'out';
}

/** The login session in an area; re-renders on login, logout and an expired session. */
export function useSession(): SessionStatus {
  return useSyncExternalStore(subscribeToSession, sessionStatus, renderedSessionStatus);
}

/** The logged-in student's name and avatar as the header shows them, or null for a guest. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, sessionUser, () => null);
}
