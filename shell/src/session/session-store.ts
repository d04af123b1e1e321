import { atom, createStore } from 'jotai';
import {
  clearSessionHint,
  getAuthUser,
  hasSession,
  logout,
  type AuthResponse,
  type AuthUser,
} from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { clearAllDrafts, keepDraftsOnlyFor, markDraftsOwner } from '@shared/ui';
import { themeModeAtom, type ThemeMode } from '@shared/ui/state';

/** The login session as spec section 4 describes it: loading, success (authenticated) or failed. */
export type SessionState =
  | { status: 'guest'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'failed'; user: null };

/** A jotai store: the page's, or one server render's. */
export type Store = ReturnType<typeof createStore>;

/**
 * The current session. A store made by {@link createShellStore} starts it
 * from its seed; the value here only serves stores made otherwise (tests).
 * It reads no cookie: a module is loaded once for every request the server renders.
 */
export const sessionAtom = atom<SessionState>({ status: 'guest', user: null });

/** What a store starts with: what the server knew of the request, or nothing in a browser without a server render. */
export interface ShellSeed {
  /** The signed-in student (server checked the token), null for a guest, undefined when not known. */
  user?: AuthUser | null;
  /** The theme the page was rendered in (the `platform_theme` cookie's). */
  theme?: ThemeMode;
}

/** The first session of a store: the server's answer when it gave one, else the session cookie's presence. */
function seededSession(user: AuthUser | null | undefined): SessionState {
  if (user) return { status: 'authenticated', user };
  if (user === null) return { status: 'guest', user: null };
  return hasSession() ? { status: 'loading', user: null } : { status: 'guest', user: null };
}

/**
 * A new store with the session and theme of one page: the server makes one
 * per request, the browser one per page ({@link startShellStore}), so the
 * first render in the browser is the server's.
 */
export function createShellStore(seed: ShellSeed): Store {
  const store = createStore();
  store.set(sessionAtom, seededSession(seed.user));
  if (seed.theme) store.set(themeModeAtom, seed.theme);
  return store;
}

/** The browser's one store; the session functions below work on it. */
let browserStore: Store | undefined;

/**
 * Creates the page's store from the server's seed; the bootstrap calls it
 * once, before the first render, and gives the result to the App.
 */
export function startShellStore(seed: ShellSeed): Store {
  browserStore = createShellStore(seed);
  return browserStore;
}

/**
 * The page's store. Without {@link startShellStore} (a test, a page started
 * otherwise) it is made on first use from the session cookie alone.
 */
export function getShellStore(): Store {
  browserStore ??= createShellStore({});
  return browserStore;
}

function announce(state: SessionState) {
  const user = state.status === 'authenticated' ? { fullName: state.user.fullName, avatar: state.user.avatar } : null;
  bus.emit('platform:session:changed', { loggedIn: state.status === 'authenticated', user });
}

/** Counts session changes, so that a user load answered late cannot undo a newer change. */
let sessionVersion = 0;

function setSession(state: SessionState) {
  sessionVersion += 1;
  getShellStore().set(sessionAtom, state);
  announce(state);
}

/**
 * Loads the user behind the session cookie (spec section 4: loading →
 * success or failed); the page cannot read the token, only the server's
 * `signed_in` beside it, and the call carries the token through the server.
 * A failure clears the user data and the companion cookie. An
 * answer that arrives after the session changed otherwise is ignored.
 * A session the server already rendered as signed in stays so while the
 * token is checked again, so the header does not flash a placeholder.
 */
export async function loadSession(): Promise<void> {
  if (!hasSession()) {
    setSession({ status: 'guest', user: null });
    return;
  }
  const current = getShellStore().get(sessionAtom);
  // Seeded by the server, which checked this token for this very page: the areas learn of the student at
  // once and the user is not asked for again (a 401 later ends the session as anywhere else).
  if (current.status === 'authenticated') {
    announce(current);
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
    clearSessionHint();
    setSession({ status: 'failed', user: null });
  }
}

/**
 * Establishes the session a login answered (OTP confirm or password login). The server has already set
 * the session's cookies with that answer and kept the token out of it.
 */
export function startSession(auth: AuthResponse): void {
  keepDraftsOnlyFor(auth.userData.id);
  setSession({ status: 'authenticated', user: auth.userData });
}

/** Updates the user after the profile changed it (name, avatar), without a reload. */
export function updateSessionUser(changes: Partial<AuthUser>): void {
  const current = getShellStore().get(sessionAtom);
  if (current.status !== 'authenticated') return;
  setSession({ status: 'authenticated', user: { ...current.user, ...changes } });
}

/** Forgets the session locally, as a 401 requires (the cookie is already gone). */
export function forgetSession(): void {
  const current = getShellStore().get(sessionAtom);
  // The drafts of the page left wait for this student alone (another who logs in here finds none).
  if (current.status === 'authenticated') markDraftsOwner(current.user.id);
  setSession({ status: 'guest', user: null });
}

/**
 * Logout of spec section 4: clear the user data, call the logout endpoint
 * (POST), then reload the page. The server ends the token and clears both
 * session cookies with its answer, whatever the API answered (a failure does
 * not keep anyone logged in); the companion cookie also goes here, for the
 * case where no answer came. The tab's drafts go too: what a student typed is
 * theirs, not the next person's at this computer.
 */
export async function endSession(reload: () => void = () => window.location.reload()): Promise<void> {
  const signedIn = hasSession() || getShellStore().get(sessionAtom).status === 'authenticated';
  setSession({ status: 'guest', user: null });
  clearAllDrafts();
  if (signedIn) await logout().catch(() => undefined);
  clearSessionHint();
  reload();
}
