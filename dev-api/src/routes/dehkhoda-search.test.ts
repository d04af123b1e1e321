import { definitionScore, searchEntries, sortHits } from './dehkhoda-search.ts';

/** Headwords of a relevance search, best first. */
const ranked = (query: string) =>
  sortHits(searchEntries(query), 'relevance', 'desc').map((hit) => ({
    title: hit.item.entry.title,
    in: hit.matchedIn,
  }));

describe('dictionary ranking: exact headword, headword prefix, whole word in a definition, then the rest', () => {
  it('«دریا» lists the entries about the sea before those that only mention «دریافت» or «دریابد»', () => {
    const titles = ranked('دریا').map((hit) => hit.title);
    expect(titles[0]).toBe('دریا');
    expect(titles.slice(1, 5).sort()).toEqual(['آب', 'بندر', 'رود', 'صدف'].sort());
    for (const mentionOnly of ['رنگ', 'عقل']) {
      expect(titles.indexOf(mentionOnly)).toBeGreaterThan(titles.indexOf('بندر'));
    }
  });

  it('«کتاب» and «آب»: the headword, then every headword starting with it, before any definition', () => {
    for (const query of ['کتاب', 'آب']) {
      const hits = ranked(query);
      expect(hits[0]).toEqual({ title: query, in: 'title' });
      const firstDefinition = hits.findIndex((hit) => hit.in === 'definition');
      const lastTitle = hits.map((hit) => hit.in).lastIndexOf('title');
      expect(firstDefinition === -1 || lastTitle < firstDefinition).toBe(true);
      expect(hits.slice(1, 4).every((hit) => hit.title.startsWith(query))).toBe(true);
    }
  });

  it('counts an inflected whole word («دریای», «دریاها») as the word itself, and a longer word as less', () => {
    expect(definitionScore('کنار دریا', 5, 'دریا')).toBe(30);
    expect(definitionScore('دریای خزر', 0, 'دریا')).toBe(30);
    expect(definitionScore('دریاها و رودها', 0, 'دریا')).toBe(30);
    expect(definitionScore('دریافت نامه', 0, 'دریا')).toBe(22);
    expect(definitionScore('ندریابد', 1, 'دریا')).toBe(15);
  });
});
