import * as z from '@shared/schema';
import { callEndpoint, endpoint, pathOf } from './endpoint.ts';
import { RequiredParameterError, SchemaError, ValidationError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { countParam, searchTextParam } from './query-params.ts';
import { withTestServer } from './test-server.ts';

describe('pathOf: an endpoint path with its parameters', () => {
  it('fills each parameter as one trimmed, encoded segment', () => {
    expect(pathOf('/front/blog/:post', { post: ' ده نکته ' })).toBe(`/front/blog/${encodeURIComponent('ده نکته')}`);
    expect(pathOf('/a/:id/b/:code', { id: 7, code: 'x/y?z' })).toBe('/a/7/b/x%2Fy%3Fz');
  });

  it('fails before any request when a parameter is missing or blank', () => {
    expect(() => pathOf('/front/dehkhoda/entry/:id', {})).toThrow(RequiredParameterError);
    expect(() => pathOf('/front/dehkhoda/entry/:id', { id: '  ' })).toThrow(RequiredParameterError);
  });
});

describe('query parameters as the API reads them', () => {
  const limit = z.object({ limit: countParam('تعداد نتایج', 50, 10) });

  it.each([
    ['۲۰', 20],
    ['٢٠', 20],
    [' 20 ', 20],
    [7, 7],
    ['', 10],
    [undefined, 10],
  ])('reads %p as %p', (given, read) => {
    expect(limit.parse({ limit: given })).toEqual({ limit: read });
  });

  it.each(['0', '51', '2.5', 'ده'])('refuses %p with the Persian bounds', (given) => {
    const parsed = limit.safeParse({ limit: given });
    expect(parsed.error?.issues[0]?.message).toBe('تعداد نتایج باید عددی صحیح از ۱ تا ۵۰ باشد.');
  });

  it('refuses a search text of only spaces or marks, and one longer than a hundred characters', () => {
    const text = searchTextParam('عبارت را وارد کنید.');
    expect(text.safeParse(' ‌ ').error?.issues[0]?.message).toBe('عبارت را وارد کنید.');
    expect(text.safeParse('آ'.repeat(101)).error?.issues[0]?.message).toBe('متن جست‌وجو نباید بیش از ۱۰۰ نویسه باشد.');
    expect(text.parse('کتاب')).toBe('کتاب');
  });
});

describe('callEndpoint', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'student-token' });
  });

  const answer = z.looseObject({ data: z.looseObject({ id: z.int() }) });
  const publicRead = endpoint({ method: 'get', path: '/things/:id', access: 'public', response: answer });
  const ownRead = endpoint({ method: 'get', path: '/mine', access: 'optional', response: answer });
  const save = endpoint({
    method: 'post',
    path: '/things',
    access: 'student',
    body: z.object({ name: z.string().check(z.trim(), z.minLength(1, { error: 'نام را بنویسید.' })) }),
    response: answer,
  });

  it('sends no token to a public endpoint, and the student’s to the others', async () => {
    server.answer('/things/3', { status: 200, body: { data: { id: 3 } } });
    server.answer('/mine', { status: 200, body: { data: { id: 4 } } });
    await expect(callEndpoint(publicRead, { params: { id: 3 } })).resolves.toEqual({ data: { id: 3 } });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/things/3', authorization: undefined });
    await callEndpoint(ownRead, {});
    expect(server.requests.at(-1)).toMatchObject({ path: '/mine', authorization: 'Bearer student-token' });
  });

  it('checks the body before sending it, so a refused one never leaves', async () => {
    const before = server.requests.length;
    await expect(callEndpoint(save, { body: { name: '  ' } })).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(before);
  });

  it('parses the answer with the description’s schema', async () => {
    server.answer('/things', { status: 200, body: { data: { id: 'not a number' } } });
    await expect(callEndpoint(save, { body: { name: 'دفتر' } })).rejects.toBeInstanceOf(SchemaError);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', authorization: 'Bearer student-token' });
  });
});
