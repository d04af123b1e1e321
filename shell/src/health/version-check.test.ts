import { buildIdOf } from './build-id.ts';
import { areasFingerprint, fetchLatestVersion } from './version-check.ts';

function htmlWith(main: string) {
  return `<!doctype html><html><head><script src="/theme-boot.js"></script><script defer src="/${main}"></script></head><body></body></html>`;
}

describe('version check', () => {
  it('names a build by its hashed main script', () => {
    const page = new DOMParser().parseFromString(htmlWith('main.ba89c7df86.js'), 'text/html');
    expect(buildIdOf(page)).toBe('main.ba89c7df86.js');
  });

  it('fetches the page and the registry fresh, never from the cache', async () => {
    const fetcher = jest.fn(async (url: string | URL | Request) =>
      String(url) === '/'
        ? new Response(htmlWith('main.1234567890.js'))
        : new Response(JSON.stringify({ areas: { quiz: { version: '1.2.0', entry: '/q.json' } } })),
    );
    const latest = await fetchLatestVersion(fetcher as unknown as typeof fetch);
    expect(latest).toEqual({ shell: 'main.1234567890.js', areas: 'quiz@1.2.0 /q.json' });
    for (const call of fetcher.mock.calls as unknown as [string, RequestInit][]) {
      expect(call[1]).toMatchObject({ cache: 'no-store' });
    }
  });

  it('compares areas whatever order the registry lists them in', () => {
    const a = areasFingerprint({
      areas: { quiz: { version: '1.0.0', entry: 'q' }, blog: { version: '2.0.0', entry: 'b' } },
    });
    const b = areasFingerprint({
      areas: { blog: { version: '2.0.0', entry: 'b' }, quiz: { version: '1.0.0', entry: 'q' } },
    });
    expect(a).toBe(b);
    expect(() => areasFingerprint({ message: 'maintenance' })).toThrow();
  });

  it('a failing answer is an error, not a new version', async () => {
    const fetcher = jest.fn(async () => new Response('busy', { status: 503 }));
    await expect(fetchLatestVersion(fetcher as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
