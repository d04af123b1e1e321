import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** A sitemap URL as a source lists it: a date from the API when it has one, else what its listing says of it. */
export interface ListedUrl extends SitemapUrl {
  /** What the API says of the page in its list (its card): a change to it is a change to the page. */
  listing?: unknown;
}

interface Seen {
  /** Hash of the listing last seen. */
  hash: string;
  /** ISO 8601: when that listing was first seen. */
  since: string;
}

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('base64url')
    .slice(0, 16);

/**
 * The API gives no date for many pages (quizzes, questions, dictionary
 * entries, topics, tags, the fixed pages), yet every sitemap URL carries a
 * `lastmod`. So the server dates such a page itself: the moment it first saw
 * the page's listing as it is now. A page whose card changes gets a new
 * date; one that does not keeps its date. The dates are kept in a file of the
 * server's data folder, so a restart does not make every page look new.
 */
export class ChangeClock {
  private seen: Map<string, Seen> | undefined;
  private loading: Promise<Map<string, Seen>> | undefined;

  constructor(
    private readonly file: string | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private load(): Promise<Map<string, Seen>> {
    this.loading ??= (async () => {
      if (!this.file) return new Map<string, Seen>();
      try {
        const stored = JSON.parse(await readFile(this.file, 'utf8')) as Record<string, Seen>;
        return new Map(Object.entries(stored));
      } catch {
        // No file yet, or one that cannot be read: every page is dated from now on.
        return new Map<string, Seen>();
      }
    })();
    return this.loading;
  }

  /** The URLs with a `lastmod` each: the API's date, else when the page's listing was first seen as it is. */
  async date(urls: readonly ListedUrl[]): Promise<SitemapUrl[]> {
    this.seen ??= await this.load();
    const seen = this.seen;
    const now = this.now().toISOString();
    let changed = false;
    const dated = urls.map(({ path, lastmod, listing }) => {
      if (lastmod) return { path, lastmod };
      const hash = hashOf(listing ?? path);
      let entry = seen.get(path);
      if (!entry || entry.hash !== hash) {
        entry = { hash, since: now };
        seen.set(path, entry);
        changed = true;
      }
      return { path, lastmod: entry.since };
    });
    if (changed && this.file) await writeFileAtomic(this.file, JSON.stringify(Object.fromEntries(seen)));
    return dated;
  }
}

/** The newest of some dates (ISO 8601), for a sitemap index entry: when anything in that sitemap last changed. */
export function newest(dates: readonly (string | undefined)[]): string | undefined {
  let best: { time: number; value: string } | undefined;
  for (const value of dates) {
    const time = value ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(time) && (!best || time > best.time)) best = { time, value: value! };
  }
  return best?.value;
}
