import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { endSession, sessionAtom, type SessionState } from './session-store.ts';

/**
 * The login session for the shell's components (header, user menu, guards):
 * `status` is guest, loading, authenticated or failed; `user` is set only
 * when authenticated. It re-renders on login, logout and profile changes.
 */
export function useSession(): SessionState {
  // The nearest Provider's store: the page's in the browser, the request's on the server.
  return useAtomValue(sessionAtom);
}

/** What {@link useLogout} returns. */
export interface LogoutControls {
  /** Ends the session (spec section 4) and reloads the page; a second press while it runs does nothing. */
  logOut: () => Promise<void>;
  /** True from the press until the page reloads: show the control as busy. */
  loggingOut: boolean;
}

/** Logout for a menu item or button: one request however often it is pressed. */
export function useLogout(reload?: () => void): LogoutControls {
  const running = useRef(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setLoggingOut(true);
    await endSession(reload);
  }, [reload]);
  return { logOut, loggingOut };
}
