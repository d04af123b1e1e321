import { isChunkLoadError } from './chunk-load-error.ts';

describe('chunk-load errors', () => {
  it.each([
    Object.assign(new Error('Loading chunk 169 failed.\n(error: https://site/169.74b15f3a4c.js)'), {
      name: 'ChunkLoadError',
    }),
    new Error('Loading CSS chunk 12 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://site/a.js'),
    new TypeError('error loading dynamically imported module'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Loading chunk 1 failed', null, undefined])(
    'leaves other errors alone: %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
