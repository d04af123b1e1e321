import { NotFoundError, RequiredParameterError } from './errors.ts';
import { resolveShortLink } from './short-link.ts';
import { withTestServer } from './test-server.ts';

describe('short link call', () => {
  const server = withTestServer();

  it('answers where a key points', async () => {
    server.answer('/front/short-link/math7', { status: 200, body: { data: { key: 'math7', target: '/course/x' } } });
    expect(await resolveShortLink('math7')).toEqual({ key: 'math7', target: '/course/x' });
  });

  it('keeps a hostile key inside its path segment', async () => {
    server.answer('/front/short-link/..%2F..%2Fauth%2Fuser', { status: 404, body: { message: 'x' } });
    await expect(resolveShortLink('../../auth/user')).rejects.toBeInstanceOf(NotFoundError);
    expect(server.requests.at(-1)?.path).toBe('/front/short-link/..%2F..%2Fauth%2Fuser');
  });

  it('an unknown key is a NotFoundError', async () => {
    server.answer('/front/short-link/nope', { status: 404, body: { message: 'پیدا نشد' } });
    await expect(resolveShortLink('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('sends nothing without a key', async () => {
    const before = server.requests.length;
    await expect(resolveShortLink('')).rejects.toBeInstanceOf(RequiredParameterError);
    expect(server.requests).toHaveLength(before);
  });
});
