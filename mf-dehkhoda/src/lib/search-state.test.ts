import { readSearchState, searchHref } from './search-state.ts';

const read = (search: string) => readSearchState(new URLSearchParams(search));

describe('readSearchState', () => {
  it('reads the query, page, sort and order of a shared address', () => {
    expect(read('q=کتاب&page=2&sort=title&order=desc')).toEqual({ q: 'کتاب', page: 2, sort: 'title', order: 'desc' });
  });

  it('tidies the query: Arabic letters become Persian, ends trimmed, ZWNJ kept', () => {
    expect(read(`q=${encodeURIComponent('  كتاب‌شناسي  ')}`).q).toBe('کتاب‌شناسی');
  });

  it('falls back to the defaults for anything a person may have mistyped', () => {
    expect(read('q=دریا&page=abc&sort=random&order=sideways')).toEqual({
      q: 'دریا',
      page: 1,
      sort: 'relevance',
      order: 'desc',
    });
    expect(read('q=دریا&page=0').page).toBe(1);
    expect(read('q=دریا&page=-3').page).toBe(1);
    expect(read('q=دریا&page=99999999').page).toBe(1);
  });

  it('reads a page number in Persian digits', () => {
    expect(read('q=دریا&page=۳').page).toBe(3);
  });

  it('gives each sort its natural order when none is given', () => {
    expect(read('q=دریا&sort=title').order).toBe('asc');
    expect(read('q=دریا&sort=serial').order).toBe('asc');
    expect(read('q=دریا').order).toBe('desc');
  });

  it('treats a query of spaces, ZWNJ or marks as no query', () => {
    for (const q of ['   ', '\u200c', 'ـــ']) expect(read(`q=${encodeURIComponent(q)}`).q).toBe('');
  });
});

describe('searchHref', () => {
  it('leaves the defaults out, so a shared link stays short', () => {
    expect(searchHref({ q: 'کتاب', page: 1, sort: 'relevance', order: 'desc' })).toBe(
      `/dehkhoda?q=${encodeURIComponent('کتاب')}`,
    );
  });

  it('keeps what differs from the defaults', () => {
    const href = searchHref({ q: 'کتاب', page: 2, sort: 'title', order: 'desc' });
    const params = new URL(href, 'http://site').searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: 'کتاب', page: '2', sort: 'title', order: 'desc' });
  });

  it('encodes a query with URL characters so it comes back unchanged', () => {
    for (const q of ['(.*[', 'a&b=c', '#تگ', '"><img src=x onerror=alert(1)>', 'صد٪ ?']) {
      const href = searchHref({ q });
      expect(read(new URL(href, 'http://site').search).q).toBe(q);
    }
  });

  it('is the bare search page without a query', () => {
    expect(searchHref({ q: '' })).toBe('/dehkhoda');
  });
});
