import { useSyncExternalStore } from 'react';
import { sessionStatus, sessionUserName, subscribeToSession, type SessionStatus } from './session-store.ts';

/** The login session as the shell announces it (`platform:session:changed`). */
export function useSession(): SessionStatus {
  return useSyncExternalStore(subscribeToSession, sessionStatus, () => 'out');
}

/** The logged-in student's full name, or undefined for a guest. */
export function useSessionUserName(): string | undefined {
  return useSyncExternalStore(subscribeToSession, sessionUserName, () => undefined);
}
