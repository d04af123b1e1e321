import { autocomplete, definitionScore, searchEntries, sortHits } from './dehkhoda-search.ts';

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
    // «موج» ends its sense with «آب دریا.»: the full stop ends the word, which is still the whole word.
    expect(titles.slice(1, 6).sort()).toEqual(['آب', 'بندر', 'رود', 'صدف', 'موج'].sort());
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
    expect(definitionScore('خیزاب آب دریا.', 9, 'دریا')).toBe(30);
    expect(definitionScore('دریا؛ بحر', 0, 'دریا')).toBe(30);
    expect(definitionScore('(دریا)', 1, 'دریا')).toBe(30);
  });
});

describe('dictionary matching forgives how a headword was typed', () => {
  it('«کتاب‌خانه» (ZWNJ) and «کتاب خانه» (a space) find «کتابخانه» first', () => {
    for (const query of ['کتاب\u200Cخانه', 'کتاب خانه', 'کتاب  خانه']) {
      expect(ranked(query)[0]).toEqual({ title: 'کتابخانه', in: 'title' });
      expect(autocomplete(query, 8)[0]?.title).toBe('کتابخانه');
    }
  });

  it('«اب» offers «آب» (alef for alef madda), and «آب» itself still comes first for «آب»', () => {
    expect(autocomplete('اب', 8).map((entry) => entry.title)).toContain('آب');
    expect(autocomplete('اب', 8)[0]?.title).toBe('آب');
    expect(ranked('اب')[0]).toEqual({ title: 'آب', in: 'title' });
    expect(autocomplete('آب', 8)[0]?.title).toBe('آب');
  });
});
