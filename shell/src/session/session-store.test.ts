import { bus } from '@shared/event-bus';
import { clearAccessToken, readAccessToken, writeAccessToken, configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { endSession, forgetSession, loadSession, sessionAtom, shellStore } from './session-store.ts';

const user = {
  id: 1,
  fullName: 'سارا محمدی',
  avatar: null,
  first_name: 'سارا',
  last_name: 'محمدی',
  email: null,
  mobile: '09120000000',
  grade_slug: null,
  grade_name: null,
  bio: null,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  configureApiClient({ base: server.apiBase });
});
afterAll(() => server.close());

describe('session', () => {
  it('loads the user behind the token and tells the other apps', async () => {
    writeAccessToken('token-1');
    server.answer('/auth/user', { status: 200, body: { data: user } });
    const seen: unknown[] = [];
    const off = bus.on('platform:session:changed', (payload) => seen.push(payload));
    await loadSession();
    expect(shellStore.get(sessionAtom)).toEqual({ status: 'authenticated', user });
    expect(seen.at(-1)).toEqual({ loggedIn: true, user: { fullName: 'سارا محمدی', avatar: null } });
    off();
  });

  it('a failed user load clears the user data and the cookie', async () => {
    writeAccessToken('token-2');
    server.answer('/auth/user', { status: 500, body: {} });
    await loadSession();
    expect(shellStore.get(sessionAtom)).toEqual({ status: 'failed', user: null });
    expect(readAccessToken()).toBeUndefined();
  });

  it('a user load answered after a 401 elsewhere does not log the user back in', async () => {
    writeAccessToken('token-4');
    server.answer('/auth/user', { status: 200, body: { data: user } });
    const loading = loadSession();
    // Another call answered 401 meanwhile: the cookie is gone and the session forgotten.
    clearAccessToken();
    forgetSession();
    await loading;
    expect(shellStore.get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });

  it('logout ends the session on the server, clears the cookie and reloads', async () => {
    writeAccessToken('token-3');
    server.answer('/auth/logout', { status: 200, body: { message: 'خارج شدید.' } });
    const reload = jest.fn();
    await endSession(reload);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/logout',
      authorization: 'Bearer token-3',
    });
    expect(readAccessToken()).toBeUndefined();
    expect(shellStore.get(sessionAtom).status).toBe('guest');
    expect(reload).toHaveBeenCalled();
  });
});
