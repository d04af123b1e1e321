import {
  NotFoundError,
  ValidationError,
  getDehkhodaAutocomplete,
  getDehkhodaEntries,
  getDehkhodaEntry,
  getDehkhodaEntryBySerial,
  getDehkhodaStats,
  getDehkhodaSuggestions,
  searchDehkhoda,
  type DehkhodaSearchQuery,
} from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function titles(query: DehkhodaSearchQuery): Promise<string[]> {
  const { data } = await searchDehkhoda(query);
  return data.map((hit) => hit.title);
}

describe('dehkhoda contract: autocomplete', () => {
  it('GET /front/dehkhoda/autocomplete finds Persian headwords typed with Arabic ك, prefixes first', async () => {
    const { data } = await getDehkhodaAutocomplete({ q: 'كتاب', limit: 20 });
    const headwords = data.map((item) => item.title);
    expect(headwords[0]).toBe('کتاب');
    expect(headwords).toEqual(expect.arrayContaining(['کتابخانه', 'کتابدار', 'کتاب‌شناسی', 'ام‌الکتاب', 'اهل کتاب']));
    // Everything that starts with the query comes before what only contains it.
    const firstContaining = headwords.findIndex((title) => !title.startsWith('کتاب'));
    expect(headwords.slice(firstContaining).every((title) => !title.startsWith('کتاب'))).toBe(true);
  });

  it('reads Arabic ي as Persian ی and honours the limit', async () => {
    const { data } = await getDehkhodaAutocomplete({ q: 'يار', limit: 1 });
    expect(data.map((item) => item.title)).toEqual(['یار']);
  });
});

describe('dehkhoda contract: search', () => {
  it('GET /front/dehkhoda/search puts the headword itself first and shows a Persian excerpt', async () => {
    const { data } = await searchDehkhoda({ q: 'كتاب' });
    expect(data[0]).toMatchObject({ title: 'کتاب', matched_in: 'title' });
    expect(data[0]?.excerpt).toContain('نوشته');
  });

  it('matches Persian, Arabic and Latin digits alike, in definitions and serial numbers', async () => {
    for (const seven of ['۷', '٧', '7']) expect(await titles({ q: seven })).toContain('هفت');
    const { data } = await searchDehkhoda({ q: '۱۰۰۰۰۱' });
    expect(data[0]).toMatchObject({ id: 1, title: 'آب', matched_in: 'serial' });
  });

  it('ignores diacritics and takes a space for a ZWNJ', async () => {
    expect((await titles({ q: 'کِتاب' }))[0]).toBe('کتاب');
    expect((await titles({ q: '  می خانه ' }))[0]).toBe('می‌خانه');
  });

  it('answers a query of RegExp characters normally, with nothing found', async () => {
    const { data, meta } = await searchDehkhoda({ q: '(.*[' });
    expect(data).toEqual([]);
    expect(meta.total).toBe(0);
  });

  it('sort and order change the order of the results', async () => {
    const titleAsc = await titles({ q: 'کتاب', sort: 'title', order: 'asc', limit: 50 });
    const titleDesc = await titles({ q: 'کتاب', sort: 'title', order: 'desc', limit: 50 });
    expect(titleAsc.length).toBeGreaterThan(5);
    expect(titleDesc).toEqual([...titleAsc].reverse());

    const serialAsc = (await searchDehkhoda({ q: 'کتاب', sort: 'serial', order: 'asc', limit: 50 })).data;
    const serials = serialAsc.map((hit) => hit.serial_number);
    expect(serials).toEqual([...serials].sort((a, b) => a - b));

    const relevanceDesc = await titles({ q: 'کتاب', sort: 'relevance', limit: 50 });
    const relevanceAsc = await titles({ q: 'کتاب', sort: 'relevance', order: 'asc', limit: 50 });
    expect(relevanceDesc[0]).toBe('کتاب');
    expect(relevanceAsc.at(-1)).toBe('کتاب');
  });

  it('pages through results with the pagination meta', async () => {
    const first = await searchDehkhoda({ q: 'ب', limit: 5, page: 1 });
    const second = await searchDehkhoda({ q: 'ب', limit: 5, page: 2 });
    expect(first.meta.total).toBeGreaterThan(10);
    expect(second.meta).toMatchObject({
      current_page: 2,
      per_page: 5,
      total: first.meta.total,
      last_page: Math.ceil(first.meta.total / 5),
    });
    expect(second.data).toHaveLength(5);
    const firstIds = new Set(first.data.map((hit) => hit.id));
    expect(second.data.some((hit) => firstIds.has(hit.id))).toBe(false);
  });

  it('refuses a page size over the limit with a Persian field message', async () => {
    const error = await searchDehkhoda({ q: 'آب', limit: 500 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error instanceof ValidationError && error.fields.limit).toContain('۵۰');
  });
});

describe('dehkhoda contract: entries', () => {
  it('GET /front/dehkhoda/entry/{id} returns the headword with its senses, quotations and related words', async () => {
    const { data } = await getDehkhodaEntry(1);
    expect(data).toMatchObject({ id: 1, serial_number: 100001, title: 'آب', letter: 'ا', part_of_speech: 'اسم' });
    expect(data.definitions[0]).toContain('جسمی مایع');
    expect(data.examples[0]?.source).toBe('مولوی');
    expect(data.related.map((word) => word.title)).toContain('آبشار');
    expect(data.next?.title).toBeTruthy();
  });

  it('relates a headword to the compounds built on it', async () => {
    const [book] = (await getDehkhodaAutocomplete({ q: 'کتاب', limit: 1 })).data;
    const { data } = await getDehkhodaEntry(book?.id ?? 0);
    expect(data.related.map((word) => word.title)).toEqual(
      expect.arrayContaining(['کتابخانه', 'ام‌الکتاب', 'اهل کتاب']),
    );
  });

  it('answers 404 for an unknown id', async () => {
    await expect(getDehkhodaEntry(999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getDehkhodaEntry('کتاب')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('GET /front/dehkhoda/serial/{serialNumber} finds the entry, in Persian digits too', async () => {
    expect((await getDehkhodaEntryBySerial(100001)).data.title).toBe('آب');
    expect((await getDehkhodaEntryBySerial('۱۰۰۰۰۱')).data.id).toBe(1);
  });

  it('answers 404 for an unknown serial number', async () => {
    await expect(getDehkhodaEntryBySerial(1)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('dehkhoda contract: stats and suggestions', () => {
  it('finds Persian headwords typed in Latin letters (Finglish), in the search and the suggestions', async () => {
    const { data } = await searchDehkhoda({ q: 'ketab' });
    expect(data[0]?.title).toBe('کتاب');
    expect(data.map((hit) => hit.title)).toContain('کتابخانه');
    expect((await getDehkhodaAutocomplete({ q: 'darya' })).data[0]?.title).toBe('دریا');
  });

  it('GET /front/dehkhoda/entries (our addition) lists one letter’s entries, or all, in dictionary order', async () => {
    const { data: stats } = await getDehkhodaStats();
    const kaf = stats.letters.find((letter) => letter.letter === 'ک')!;
    const underKaf = await getDehkhodaEntries({ letter: 'ک', limit: 200 });
    expect(underKaf.meta.total).toBe(kaf.count);
    expect(underKaf.data.every((entry) => entry.title.startsWith('ک'))).toBe(true);
    expect(underKaf.data.map((entry) => entry.title)).toContain('کتاب');
    const titles = underKaf.data.map((entry) => entry.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('fa').compare));
    const all = await getDehkhodaEntries({ limit: 200, page: 1 });
    expect(all.meta.total).toBe(stats.total_entries);
    await expect(getDehkhodaEntries({ letter: 'x' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('GET /front/dehkhoda/stats counts at least 500 entries over all 32 letters', async () => {
    const { data } = await getDehkhodaStats();
    expect(data.total_entries).toBeGreaterThanOrEqual(500);
    expect(data.letters).toHaveLength(32);
    expect(data.letters[0]?.letter).toBe('ا');
    expect(data.letters.at(-1)?.letter).toBe('ی');
    expect(data.letters.reduce((sum, letter) => sum + letter.count, 0)).toBe(data.total_entries);
    expect(data.entries_with_examples).toBeGreaterThan(0);
    expect(data.longest_headword?.title).toBe('کتاب‌شناسی');
  });

  it('GET /front/dehkhoda/suggestions offers the closest headwords for a word not found', async () => {
    expect((await getDehkhodaSuggestions({ term: 'میخانه' })).data[0]?.title).toBe('می‌خانه');
    const { data } = await getDehkhodaSuggestions({ term: 'كتابخونه', limit: 3 });
    expect(data[0]).toMatchObject({ title: 'کتابخانه', distance: 1 });
    expect(data.length).toBeLessThanOrEqual(3);
    expect((await getDehkhodaSuggestions({ term: '(.*[' })).data).toEqual([]);
  });
});
