import type { Candidate } from './area-releases.ts';
import { warmChunks } from './chunk-warmup.ts';

const release = (chunks: Candidate['chunks']): Candidate => ({
  area: 'dehkhoda',
  role: 'current',
  version: '1.0.0',
  manifestUrl: 'http://localhost/releases/dehkhoda/1.0.0/mf-manifest.json',
  chunks,
});

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response('/* chunk */'));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => document.head.replaceChildren());

it("fetches the page's chunks beside the manifest, in CORS mode like the loader's scripts", () => {
  warmChunks(release({ Search: ['651.aaaaaaaaaa.js', '__federation_expose_Search.bbbbbbbbbb.js'] }), 'Search');
  expect(fetched()).toEqual([
    'http://localhost/releases/dehkhoda/1.0.0/651.aaaaaaaaaa.js',
    'http://localhost/releases/dehkhoda/1.0.0/__federation_expose_Search.bbbbbbbbbb.js',
  ]);
  expect(fetchMock.mock.calls[0]![1]).toEqual({ mode: 'cors', credentials: 'same-origin' });
});

it('asks for a chunk once, whichever page or hover asked first', () => {
  const shared = release({ Entry: ['281.cccccccccc.js'], Letter: ['281.cccccccccc.js', '905.dddddddddd.js'] });
  warmChunks(shared, 'Entry');
  warmChunks(shared, 'Letter');
  warmChunks(shared, 'Entry');
  expect(fetched()).toEqual([
    'http://localhost/releases/dehkhoda/1.0.0/281.cccccccccc.js',
    'http://localhost/releases/dehkhoda/1.0.0/905.dddddddddd.js',
  ]);
});

it('leaves out the chunks a server-rendered page already preloads', () => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/releases/dehkhoda/1.0.0/749.eeeeeeeeee.js" integrity="sha384-x">';
  warmChunks(release({ Stats: ['749.eeeeeeeeee.js', '74.ffffffffff.js'] }), 'Stats');
  expect(fetched()).toEqual(['http://localhost/releases/dehkhoda/1.0.0/74.ffffffffff.js']);
});

it('does nothing for a release the registry recorded without chunks, or a module it does not list', () => {
  warmChunks(release(undefined), 'Search');
  warmChunks(release({ Search: ['1.aaaaaaaaaa.js'] }), 'Stats');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks again after a warm-up failed, since the loader will need the file anyway', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('offline'));
  const flaky = release({ Search: ['2.aaaaaaaaaa.js'] });
  warmChunks(flaky, 'Search');
  await new Promise((resolve) => setTimeout(resolve, 0));
  warmChunks(flaky, 'Search');
  expect(fetched()).toHaveLength(2);
});
