import { preloadEntry } from './entry-preload.ts';
import type { TrustedRelease } from './trust.ts';

const release: TrustedRelease = {
  area: 'dehkhoda',
  version: '1.0.0',
  manifestUrl: 'http://localhost/releases/dehkhoda/1.0.0/mf-manifest.json',
  entryUrl: 'http://localhost/releases/dehkhoda/1.0.0/remoteEntry.js',
  integrity: `sha384-${'a'.repeat(64)}`,
};

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));

afterEach(() => document.head.replaceChildren());

it('names the entry with the integrity and crossorigin its script will have, once', () => {
  preloadEntry(release);
  preloadEntry(release);
  expect(preloads()).toHaveLength(1);
  const [link] = preloads();
  expect(link!.href).toBe(release.entryUrl);
  expect(link!.getAttribute('as')).toBe('script');
  expect(link!.getAttribute('crossorigin')).toBe('anonymous');
  expect(link!.getAttribute('integrity')).toBe(release.integrity);
});

it('adds nothing when the server-rendered page already preloads it', () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/releases/dehkhoda/1.0.0/remoteEntry.js">';
  preloadEntry(release);
  expect(preloads()).toHaveLength(1);
});
