import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a kept page is sent in, besides none. */
export type BodyEncoding = 'br' | 'gzip';

const COMPRESS: Record<BodyEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per kept page, off the event loop: a smaller page than the per-request default (quality 4) buys.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/**
 * A kept page's bytes, ready to send: encoded once as UTF-8, and compressed once per encoding a browser asks
 * for, so a cache hit costs a write, not an encoding and a compression (measured: most of a hit's time).
 */
export class PageBodies {
  readonly identity: Buffer;
  private readonly compressed = new Map<BodyEncoding, Buffer>();
  private readonly compressing = new Set<BodyEncoding>();

  constructor(html: string) {
    this.identity = Buffer.from(html, 'utf8');
  }

  /** The body in `encoding` once it is made; the first ask starts making it, and gets undefined meanwhile. */
  get(encoding: BodyEncoding): Buffer | undefined {
    const made = this.compressed.get(encoding);
    if (made || this.compressing.has(encoding)) return made;
    this.compressing.add(encoding);
    COMPRESS[encoding](this.identity).then(
      (body) => this.compressed.set(encoding, body),
      () => this.compressing.delete(encoding),
    );
    return undefined;
  }
}

/** The encoding to send to a browser's `Accept-Encoding`: Brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}
