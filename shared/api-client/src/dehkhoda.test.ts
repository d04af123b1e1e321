import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import {
  getDehkhodaAutocomplete,
  getDehkhodaEntry,
  getDehkhodaEntryBySerial,
  getDehkhodaSuggestions,
  searchDehkhoda,
} from './dehkhoda.ts';
import { SchemaError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

describe('dictionary calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('autocomplete needs q', async () => {
    expect(await missingParameter(() => getDehkhodaAutocomplete({ q: '' }))).toBe('q');
    expect(await missingParameter(() => getDehkhodaAutocomplete({ q: '   ', limit: 5 }))).toBe('q');
  });

  it('search needs q', async () => {
    expect(await missingParameter(() => searchDehkhoda({ q: '', page: 2, sort: 'title' }))).toBe('q');
  });

  it('an entry needs its id', async () => {
    expect(await missingParameter(() => getDehkhodaEntry(''))).toBe('id');
  });

  it('a serial lookup needs serialNumber', async () => {
    expect(await missingParameter(() => getDehkhodaEntryBySerial(' '))).toBe('serialNumber');
  });

  it('suggestions need the term that found nothing', async () => {
    expect(await missingParameter(() => getDehkhodaSuggestions({ term: '', limit: 3 }))).toBe('term');
  });
});

const entry = {
  id: 7,
  serial_number: 100007,
  title: 'کتاب',
  slug: 'کتاب',
  letter: 'ک',
  definitions: ['نوشته‌های به هم پیوسته.'],
};

describe('dictionary calls: what they send and accept', () => {
  const server = withTestServer();
  const realFetch = globalThis.fetch;
  let sentUrls: string[];
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });
  beforeEach(() => {
    sentUrls = [];
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sentUrls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('searches anonymously with the query exactly as typed and every paging and sorting parameter', async () => {
    server.answer('/front/dehkhoda/search', {
      status: 200,
      body: { data: [], meta: { current_page: 2, last_page: 2, per_page: 5, total: 6 } },
    });
    await searchDehkhoda({ q: 'می‌خانه', limit: 5, page: 2, sort: 'serial', order: 'desc' });
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/dehkhoda/search', authorization: undefined });
    const query = new URL(sentUrls.at(-1) ?? '').searchParams;
    expect(query.get('q')).toBe('می‌خانه');
    expect(Object.fromEntries(query)).toMatchObject({ limit: '5', page: '2', sort: 'serial', order: 'desc' });
  });

  it('reads an entry without examples or related words as empty lists', async () => {
    server.answer('/front/dehkhoda/entry/7', { status: 200, body: { data: entry } });
    const { data } = await getDehkhodaEntry(7);
    expect(data.examples).toEqual([]);
    expect(data.related).toEqual([]);
  });

  it('refuses an entry without definitions as a schema error, never as an empty page', async () => {
    server.answer('/front/dehkhoda/serial/100007', { status: 200, body: { data: { ...entry, definitions: [] } } });
    await expect(getDehkhodaEntryBySerial(100007)).rejects.toBeInstanceOf(SchemaError);
  });
});
