import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageBodies, preferredEncoding } from './page-bodies.ts';

/** The body once its compression is done (made off the event loop: asked until it is there). */
async function made(bodies: PageBodies, encoding: 'br' | 'gzip'): Promise<Buffer> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const body = bodies.get(encoding);
    if (body) return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${encoding} body after 10 s`);
}

describe("a kept page's bodies", () => {
  it('are the UTF-8 page, and each compression made once, after the first ask', async () => {
    const html = `<p>${'درس ریاضی '.repeat(500)}</p>`;
    const bodies = new PageBodies(html);
    expect(bodies.identity.toString('utf8')).toBe(html);
    expect(bodies.get('br')).toBeUndefined();
    const br = await made(bodies, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(bodies.identity.length / 10);
    expect(bodies.get('br')).toBe(br);
    expect(gunzipSync(await made(bodies, 'gzip')).toString('utf8')).toBe(html);
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
