import { atom, createStore } from 'jotai';
import {
  clearAccessToken,
  getAuthUser,
  logout,
  readAccessToken,
  writeAccessToken,
  type AuthResponse,
  type AuthUser,
} from '@shared/api-client';
import { bus } from '@shared/event-bus';

/** The login session as spec section 4 describes it: loading, success (authenticated) or failed. */
export type SessionState =
  | { status: 'guest'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'failed'; user: null };

/** The page's jotai store; the shell owns it and areas share it through the jotai singleton. */
export const shellStore = createStore();

/** The current session. A token cookie without loaded user data starts as loading. */
export const sessionAtom = atom<SessionState>(
  readAccessToken() ? { status: 'loading', user: null } : { status: 'guest', user: null },
);

function announce(state: SessionState) {
  const user = state.status === 'authenticated' ? { fullName: state.user.fullName, avatar: state.user.avatar } : null;
  bus.emit('platform:session:changed', { loggedIn: state.status === 'authenticated', user });
}

/** Counts session changes, so that a user load answered late cannot undo a newer change. */
let sessionVersion = 0;

function setSession(state: SessionState) {
  sessionVersion += 1;
  shellStore.set(sessionAtom, state);
  announce(state);
}

/**
 * Loads the user behind the access-token cookie (spec section 4: loading →
 * success or failed). A failure clears the user data and the cookie. An
 * answer that arrives after the session changed otherwise is ignored.
 */
export async function loadSession(): Promise<void> {
  if (!readAccessToken()) {
    setSession({ status: 'guest', user: null });
    return;
  }
  setSession({ status: 'loading', user: null });
  const started = sessionVersion;
  try {
    const { data } = await getAuthUser();
    // A 401 elsewhere, a logout or a new login while the user was loading decides instead.
    if (sessionVersion === started) setSession({ status: 'authenticated', user: data });
  } catch {
    if (sessionVersion !== started) return;
    clearAccessToken();
    setSession({ status: 'failed', user: null });
  }
}

/** Establishes the session a login answered (OTP confirm or password login). */
export function startSession(auth: AuthResponse): void {
  writeAccessToken(auth.accessToken);
  setSession({ status: 'authenticated', user: auth.userData });
}

/** Updates the user after the profile changed it (name, avatar), without a reload. */
export function updateSessionUser(changes: Partial<AuthUser>): void {
  const current = shellStore.get(sessionAtom);
  if (current.status !== 'authenticated') return;
  setSession({ status: 'authenticated', user: { ...current.user, ...changes } });
}

/** Forgets the session locally, as a 401 requires (the cookie is already gone). */
export function forgetSession(): void {
  setSession({ status: 'guest', user: null });
}

/**
 * Logout of spec section 4: clear the user data, call the logout endpoint,
 * clear the token cookie, then reload the page. The endpoint is called while
 * the cookie still holds the token it must end (it is a bearer call); its
 * failure does not keep anyone logged in.
 */
export async function endSession(reload: () => void = () => window.location.reload()): Promise<void> {
  setSession({ status: 'guest', user: null });
  if (readAccessToken() !== undefined) await logout().catch(() => undefined);
  clearAccessToken();
  reload();
}
