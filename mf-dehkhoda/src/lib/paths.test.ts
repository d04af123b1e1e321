import { entryPath, isEntryPath } from './paths.ts';

const KETAB = { id: 457, slug: 'کتاب' };

describe('an entry’s one address', () => {
  it('is its id and its slug, the slug encoded in its segment', () => {
    expect(entryPath(KETAB)).toBe('/dehkhoda/entry/457/%DA%A9%D8%AA%D8%A7%D8%A8');
    expect(entryPath({ id: 9, slug: 'a/b?c' })).toBe('/dehkhoda/entry/9/a%2Fb%3Fc');
    expect(entryPath({ id: 9, slug: '' })).toBe('/dehkhoda/entry/9/9');
  });

  // The params as the router decodes them from the address asked for.
  const ALIASES: readonly [string, { id?: string; slug?: string }][] = [
    ['a wrong slug', { id: '457', slug: 'anything' }],
    ['an old slug', { id: '457', slug: 'کتب' }],
    ['no slug', { id: '457' }],
    ['an empty slug', { id: '457', slug: '' }],
    ['the slug in another case', { id: '9', slug: 'A-B' }],
    ['the id in Persian digits', { id: '۴۵۷', slug: 'کتاب' }],
    ['the id with a leading zero', { id: '0457', slug: 'کتاب' }],
  ];

  it.each(ALIASES)('is not an address with %s, which is sent to the entry’s own', (_kind, params) => {
    const entry = params.id === '9' ? { id: 9, slug: 'a-b' } : KETAB;
    expect(isEntryPath(params, entry)).toBe(false);
  });

  it('is the address with the entry’s id and slug, or its id twice when it has no slug', () => {
    expect(isEntryPath({ id: '457', slug: 'کتاب' }, KETAB)).toBe(true);
    expect(isEntryPath({ id: '9', slug: '9' }, { id: 9, slug: '' })).toBe(true);
  });
});
