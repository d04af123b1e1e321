import { forbidRequests, missingParameter, nothing } from './testing/required-parameters.ts';
import {
  authLogin,
  checkAuth,
  confirmOtp,
  getAuthUser,
  loginRegister,
  logout,
  passwordLogin,
  type AuthLoginRequest,
  type AuthCheckRequest,
  type LoginRegisterRequest,
  type OtpConfirmRequest,
  type PasswordLoginRequest,
} from './auth.ts';
import { getNotifications } from './notifications.ts';
import { SchemaError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

describe('auth calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('login needs its body', async () => {
    expect(await missingParameter(() => authLogin(nothing<AuthLoginRequest>()))).toBe('body');
  });

  it('the login-register check needs its body', async () => {
    expect(await missingParameter(() => loginRegister(nothing<LoginRegisterRequest>()))).toBe('body');
  });

  it('the auth check needs its body', async () => {
    expect(await missingParameter(() => checkAuth(nothing<AuthCheckRequest>()))).toBe('body');
  });

  it('password login needs its body', async () => {
    expect(await missingParameter(() => passwordLogin(nothing<PasswordLoginRequest>()))).toBe('body');
  });

  it('OTP confirm needs its body', async () => {
    expect(await missingParameter(() => confirmOtp(nothing<OtpConfirmRequest>()))).toBe('body');
  });
});

describe('auth calls: bearer token (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });

  it('sends the token on the session calls and not on the login calls', async () => {
    server.answer('/auth/login-register', {
      status: 200,
      body: {
        message: 'ok',
        data: { token: 't', login: '09120000000', expires_in: 300, code_length: 6, is_new_user: false },
      },
    });
    server.answer('/auth/logout', { status: 200, body: { message: 'خارج شدید.' } });
    await loginRegister({ login: '09120000000' });
    await logout();
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/auth/login-register', undefined],
      ['/auth/logout', 'Bearer session-token'],
    ]);
  });

  it('a user that does not match its schema is a SchemaError, never undefined on screen', async () => {
    server.answer('/auth/user', { status: 200, body: { data: { fullName: 'بی‌شناسه' } } });
    await expect(getAuthUser()).rejects.toBeInstanceOf(SchemaError);
  });
});

describe('GET /auth/notifications: JSON or text (spec section 7)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answerWith(body: string, contentType: string) {
    globalThis.fetch = jest.fn(
      async () => new Response(body, { status: 200, headers: { 'content-type': contentType } }),
    );
  }

  it('reads the JSON list and counts the unread messages', async () => {
    const message = {
      id: 1,
      is_read: false,
      body: 'نتیجهٔ آزمون منتشر شد.',
      j_created_at: '۱۲ آبان ۱۴۰۳',
      sender: { name: 'سامانهٔ آزمون', image: '/a.svg' },
    };
    answerWith(
      JSON.stringify({ data: { messages: [message, { ...message, id: 2, is_read: true }] } }),
      'application/json',
    );
    expect(await getNotifications()).toEqual({ kind: 'messages', messages: expect.any(Array), unreadCount: 1 });
  });

  it('turns a text answer into a text result', async () => {
    answerWith('۳ اعلان خوانده‌نشده دارید.', 'text/plain');
    expect(await getNotifications()).toEqual({ kind: 'text', text: '۳ اعلان خوانده‌نشده دارید.' });
  });

  it('turns a JSON string into a text result and an empty body into an empty list', async () => {
    answerWith('"اعلانی ندارید."', 'application/json');
    expect(await getNotifications()).toEqual({ kind: 'text', text: 'اعلانی ندارید.' });
    answerWith('', 'text/plain');
    expect(await getNotifications()).toEqual({ kind: 'messages', messages: [], unreadCount: 0 });
  });

  it('a JSON object of the wrong shape is a SchemaError', async () => {
    answerWith('{"data":{"items":[]}}', 'application/json');
    await expect(getNotifications()).rejects.toBeInstanceOf(SchemaError);
  });
});
