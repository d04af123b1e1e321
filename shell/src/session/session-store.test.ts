import { bus } from '@shared/event-bus';
import { hasSession } from '@shared/api-client';
import { markSignedIn, markSignedOut, withTestServer } from '@shared/api-client/testing';
import { themeModeAtom } from '@shared/ui/state';
import {
  createShellStore,
  endSession,
  forgetSession,
  getShellStore,
  loadSession,
  sessionAtom,
  startSession,
  startShellStore,
} from './session-store.ts';
import { DEMO_STUDENT } from './testing/demo-student.ts';
import { readDraft, writeDraft } from '@shared/ui';

const user = DEMO_STUDENT;

const server = withTestServer();
beforeEach(() => startShellStore({}));

describe('session', () => {
  it('loads the user of the signed-in browser and tells the other apps', async () => {
    markSignedIn();
    server.answer('/auth/user', { status: 200, body: { data: user } });
    const seen: unknown[] = [];
    const off = bus.on('platform:session:changed', (payload) => seen.push(payload));
    await loadSession();
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'authenticated', user });
    expect(seen.at(-1)).toEqual({ loggedIn: true, user: { fullName: 'سارا محمدی', avatar: null } });
    off();
  });

  it('a failed user load clears the user data and the companion cookie', async () => {
    markSignedIn();
    server.answer('/auth/user', { status: 500, body: {} });
    await loadSession();
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'failed', user: null });
    expect(hasSession()).toBe(false);
  });

  it('a user load answered after a 401 elsewhere does not log the user back in', async () => {
    markSignedIn();
    server.answer('/auth/user', { status: 200, body: { data: user } });
    const loading = loadSession();
    // Another call answered 401 meanwhile: the cookie is gone and the session forgotten.
    markSignedOut();
    forgetSession();
    await loading;
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });

  it('logout ends the session on the server (POST), clears the companion cookie and the tab’s drafts, and reloads', async () => {
    markSignedIn();
    writeDraft('chat', '/chat', { body: 'پیامی که فرستاده نشد' });
    sessionStorage.setItem('not-a-draft', 'kept');
    server.answer('/auth/logout', { status: 200, body: { message: 'خارج شدید.' } });
    const reload = jest.fn();
    await endSession(reload);
    // POST only: the server turns the HttpOnly cookie into the bearer header and clears both cookies.
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(hasSession()).toBe(false);
    expect(getShellStore().get(sessionAtom).status).toBe('guest');
    expect(readDraft('chat', '/chat')).toBeUndefined();
    expect(sessionStorage.getItem('not-a-draft')).toBe('kept');
    expect(reload).toHaveBeenCalled();
  });

  it('a login writes no token where a script could read it: the server keeps it in an HttpOnly cookie', () => {
    markSignedOut();
    const auth = {
      message: 'خوش آمدید',
      userData: user,
      userAbilities: [],
      notifications: { messages: [] },
      accessToken: 'a-token-the-server-should-have-taken-out',
    };
    startSession(auth);
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'authenticated', user });
    expect(document.cookie).not.toContain('a-token');
  });

  it('a session that ended keeps its drafts for the same student only', async () => {
    const login = (id: number) =>
      startSession({
        message: 'خوش آمدید',
        userData: { ...user, id },
        userAbilities: [],
        notifications: { messages: [] },
      });
    login(user.id);
    writeDraft('comment', '/course/a', { body: 'نوشتهٔ سارا' });
    forgetSession();
    login(user.id);
    expect(readDraft('comment', '/course/a')).toEqual({ body: 'نوشتهٔ سارا' });

    forgetSession();
    login(user.id + 1);
    expect(readDraft('comment', '/course/a')).toBeUndefined();
  });

  it('takes a session the server rendered as signed in as it is: announced at once, the user not asked for again', async () => {
    markSignedIn();
    const store = startShellStore({ user });
    const announced: unknown[] = [];
    const off = bus.on('platform:session:changed', (payload) => announced.push(payload));
    const asked = server.requests.length;
    await loadSession();
    expect(announced.at(-1)).toEqual({ loggedIn: true, user: { fullName: 'سارا محمدی', avatar: null } });
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user });
    // The server checked this token for this very page; a 401 later ends the session as anywhere else.
    expect(server.requests.slice(asked)).toEqual([]);
    off();
  });
});

describe('createShellStore', () => {
  afterEach(() => markSignedOut());

  it('starts signed in with the user the server knew, and in its theme', () => {
    markSignedOut();
    const store = createShellStore({ user, theme: 'dark' });
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user });
    expect(store.get(themeModeAtom)).toBe('dark');
  });

  it('starts as a guest when the server said so, whatever the cookie', () => {
    markSignedIn();
    expect(createShellStore({ user: null }).get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });

  it('without a server answer, the signed_in cookie means loading and none means guest', () => {
    markSignedIn();
    expect(createShellStore({}).get(sessionAtom)).toEqual({ status: 'loading', user: null });
    markSignedOut();
    expect(createShellStore({}).get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });

  it('gives each request its own store', () => {
    const first = createShellStore({ user });
    const second = createShellStore({ user: null });
    expect(first.get(sessionAtom).status).toBe('authenticated');
    expect(second.get(sessionAtom).status).toBe('guest');
  });

  it('startShellStore makes the page’s store, the one the session functions change', () => {
    const store = startShellStore({ user: null });
    expect(getShellStore()).toBe(store);
    forgetSession();
    expect(store.get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });
});
