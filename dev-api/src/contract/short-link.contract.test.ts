import { NotFoundError, resolveShortLink } from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('short link contract', () => {
  it('GET /front/short-link/{key} answers a path of the site', async () => {
    expect(await resolveShortLink('math7')).toEqual({ key: 'math7', target: '/course/math-grade-7' });
  });

  it('answers an external target as it is; the site decides whether to follow it', async () => {
    expect((await resolveShortLink('ex')).target).toBe('https://www.aparat.com/v/daneshsara-intro');
    expect((await resolveShortLink('evil')).target).toBe('https://evil.example/login');
  });

  it.each(['nope', 'constructor', '__proto__', '../auth/user'])('the unknown key %s is a 404', async (key) => {
    await expect(resolveShortLink(key)).rejects.toBeInstanceOf(NotFoundError);
  });
});
