import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageBodies, preferredEncoding } from './page-bodies.ts';

describe("a kept page's bodies", () => {
  it('are the UTF-8 page, and each compression made once, after the first ask', async () => {
    const html = `<p>${'درس ریاضی '.repeat(500)}</p>`;
    const bodies = new PageBodies(html);
    expect(bodies.identity.toString('utf8')).toBe(html);
    expect(bodies.get('br')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const br = bodies.get('br')!;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(bodies.identity.length / 10);
    expect(bodies.get('br')).toBe(br);
    bodies.get('gzip');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gunzipSync(bodies.get('gzip')!).toString('utf8')).toBe(html);
  });

  it("follow the browser's Accept-Encoding: Brotli, then gzip, never what it refuses", () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
