import * as z from '@shared/schema';
import { bus } from '@shared/event-bus';
import { callJson, requireParams } from './call.ts';
import {
  FetchError,
  ForbiddenError,
  GatewayError,
  NotFoundError,
  RateLimitError,
  RequiredParameterError,
  ResponseError,
  SchemaError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';
import { configureApiClient } from './http.ts';
import { hasSession } from './access-token.ts';
import { markSignedIn, withTestServer } from './test-server.ts';

const okSchema = z.object({ ok: z.boolean() });
const get = { method: 'get', path: 'thing' } as const;

const server = withTestServer();
beforeEach(() => {
  server.requests.length = 0;
});

function eventsOf(name: 'platform:session:expired' | 'platform:snackbar:requested') {
  const seen: unknown[] = [];
  const off = bus.on(name, (payload) => seen.push(payload));
  return { seen, off };
}

describe('error catalogue (spec section 8)', () => {
  it('401 clears the signed-in cookie and announces the expired session', async () => {
    markSignedIn();
    const expired = eventsOf('platform:session:expired');
    server.answer('/thing', { status: 401, body: { message: 'expired' } });
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(hasSession()).toBe(false);
    expect(expired.seen).toEqual([{ path: '/' }]);
    expired.off();
  });

  it('403 goes back to the caller with its body and nothing global happens', async () => {
    const snackbars = eventsOf('platform:snackbar:requested');
    server.answer('/thing', { status: 403, body: { message: 'not yours' } });
    const error = await callJson(get, okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).body).toEqual({ message: 'not yours' });
    expect(snackbars.seen).toEqual([]);
    snackbars.off();
  });

  it('422 keeps the first message of each field', async () => {
    server.answer('/thing', {
      status: 422,
      body: { message: 'invalid', errors: { email: ['ایمیل نامعتبر است.', 'second'], name: ['نام را وارد کنید.'] } },
    });
    const error = await callJson(get, okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ email: 'ایمیل نامعتبر است.', name: 'نام را وارد کنید.' });
  });

  it('404 is a not-found error', async () => {
    server.answer('/thing', { status: 404, body: { message: 'gone' } });
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('429 and 500 ask the shell for the Persian snackbars', async () => {
    const snackbars = eventsOf('platform:snackbar:requested');
    server.answer('/thing', [
      { status: 429, body: {} },
      { status: 500, body: {} },
    ]);
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(RateLimitError);
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(ServerError);
    expect(snackbars.seen).toEqual([
      { type: 'error', message: expect.stringContaining('تعداد درخواست‌ها') },
      { type: 'error', message: 'هنگام ارتباط با سرور خطایی رخ داد.' },
    ]);
    snackbars.off();
  });

  it('502 and 504 from the site server are gateway errors whose Persian message the page shows', async () => {
    const snackbars = eventsOf('platform:snackbar:requested');
    server.answer('/thing', [
      { status: 504, body: { message: 'سرور داده‌ها به‌موقع پاسخ نداد.' } },
      { status: 502, body: { message: 'connect ECONNREFUSED 127.0.0.1:3100' } },
    ]);
    const late = await callJson({ ...get, saves: true }, okSchema).catch((caught: unknown) => caught);
    const gone = await callJson({ ...get, saves: true }, okSchema).catch((caught: unknown) => caught);
    expect(late).toBeInstanceOf(GatewayError);
    expect(late).toMatchObject({ status: 504, message: 'سرور داده‌ها به‌موقع پاسخ نداد.' });
    // A message not in Persian (another gateway's) is never shown: the client's own stands in.
    expect(gone).toMatchObject({ status: 502, message: expect.stringContaining('سرور داده‌ها در دسترس نیست') });
    expect(snackbars.seen).toEqual([
      { type: 'error', message: 'سرور داده‌ها به‌موقع پاسخ نداد.' },
      { type: 'error', message: expect.stringContaining('سرور داده‌ها در دسترس نیست') },
    ]);
    snackbars.off();
  });

  it('any other status is a response error with the catalogue message', async () => {
    server.answer('/thing', { status: 418, body: {} });
    const error = await callJson(get, okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).message).toBe('Response returned an error code');
    expect((error as ResponseError).status).toBe(418);
  });

  it('a body that breaks the contract is a schema error, never undefined data', async () => {
    server.answer('/thing', { status: 200, body: { ok: 'yes' } });
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(SchemaError);
  });

  it('a dropped connection is a fetch error', async () => {
    server.answer('/thing', 'destroy');
    await expect(callJson({ method: 'post', path: 'thing' }, okSchema, { json: {} })).rejects.toBeInstanceOf(
      FetchError,
    );
  });
});

describe('retries', () => {
  it('an idempotent GET retries at most twice on network errors', async () => {
    server.answer('/thing', ['destroy', 'destroy', { status: 200, body: { ok: true } }]);
    await expect(callJson(get, okSchema)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the second retry', async () => {
    server.answer('/thing', 'destroy');
    await expect(callJson(get, okSchema)).rejects.toBeInstanceOf(FetchError);
    expect(server.requests).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    server.answer('/thing', ['destroy', { status: 200, body: { ok: true } }]);
    await expect(callJson({ method: 'post', path: 'thing' }, okSchema, { json: {} })).rejects.toBeInstanceOf(
      FetchError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a GET that saves', async () => {
    server.answer('/thing', ['destroy', { status: 200, body: { ok: true } }]);
    await expect(callJson({ ...get, saves: true }, okSchema)).rejects.toBeInstanceOf(FetchError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('bearer token (spec section 6)', () => {
  it('is sent only on calls that need it, when the client was given one (a backend on another origin)', async () => {
    configureApiClient({ accessToken: () => 'secret' });
    server.answer('/thing', { status: 200, body: { ok: true } });
    await callJson(get, okSchema);
    await callJson({ ...get, auth: true }, okSchema);
    configureApiClient({ accessToken: () => undefined });
    expect(server.requests.map((request) => request.authorization)).toEqual([undefined, 'Bearer secret']);
  });

  it('is never read from a cookie in the browser: the site server adds it to calls marked as the site’s own', async () => {
    markSignedIn();
    document.cookie = 'accessToken=readable-token; Path=/';
    server.answer('/thing', { status: 200, body: { ok: true } });
    await callJson({ ...get, auth: true }, okSchema);
    document.cookie = 'accessToken=; Max-Age=0; Path=/';
    expect(server.requests.at(-1)?.authorization).toBeUndefined();
    expect(server.lastHeaders()?.['x-requested-with']).toBe('XMLHttpRequest');
  });
});

describe('required parameters (spec section 5)', () => {
  it('treats missing and blank values as missing, but not 0 or false', () => {
    expect(() => requireParams({ slug: '  ' })).toThrow(RequiredParameterError);
    expect(() => requireParams({ body: undefined })).toThrow('Required parameter "body" is missing.');
    expect(() => requireParams({ id: 0, flag: false })).not.toThrow();
  });
});
