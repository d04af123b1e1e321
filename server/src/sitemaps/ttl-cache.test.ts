import { TtlCache } from './ttl-cache.ts';

describe('TTL cache', () => {
  it('computes once per TTL, shares a running computation and serves the last good value when a refresh fails', async () => {
    let now = 0;
    const stale: string[] = [];
    const cache = new TtlCache<number>(
      1000,
      (key) => stale.push(key),
      () => now,
    );
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', compute)).toBe(1);
    now = 1001;
    expect(await cache.get('a', compute)).toBe(2);
    now = 5000;
    expect(await cache.get('a', () => Promise.reject(new Error('API down')))).toBe(2);
    expect(stale).toEqual(['a']);
    await expect(cache.get('b', () => Promise.reject(new Error('API down')))).rejects.toThrow('API down');
  });
});

describe('TTL cache with generations', () => {
  it('computes again at once for a new generation (a registry revision), and keeps the TTL within one', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, undefined, () => now);
    let calls = 0;
    const compute = (revision: number) => async () => `pages of ${revision} (#${++calls})`;
    expect(await cache.get('pages', compute(3), 3)).toBe('pages of 3 (#1)');
    expect(await cache.get('pages', compute(3), 3)).toBe('pages of 3 (#1)');
    expect(await cache.get('pages', compute(4), 4)).toBe('pages of 4 (#2)'); // a promote: no TTL to wait out
    now = 1001;
    expect(await cache.get('pages', compute(4), 4)).toBe('pages of 4 (#3)'); // the API's static pages age too
    expect(await cache.get('pages', () => Promise.reject(new Error('API down')), 5)).toBe('pages of 4 (#3)');
  });
});
