import { useSyncExternalStore } from 'react';
import {
  sessionStatus,
  sessionUser,
  subscribeToSession,
  type SessionStatus,
  type SessionUser,
} from './session-store.ts';

/** The login session as the shell announces it (`platform:session:changed`). */
export function useSession(): SessionStatus {
  return useSyncExternalStore(subscribeToSession, sessionStatus, () => 'out');
}

/** The logged-in student's name and avatar as the header shows them, or null. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, sessionUser, () => null);
}
