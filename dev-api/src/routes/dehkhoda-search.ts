import { persianSearchKey } from '@shared/api-client';
import { compareTitles, entryRef, INDEXED_ENTRIES, type IndexedEntry } from './dehkhoda-index.ts';
import { finglishMatch, isFinglish } from './finglish.ts';

/*
 * Matching works on keys (see persian-text.ts): the query and the headwords
 * are compared with plain string methods, never with a RegExp built from
 * what the user typed, so `(.*[` is just five characters to look for.
 */

export type DehkhodaSort = 'relevance' | 'title' | 'serial';
export type DehkhodaOrder = 'asc' | 'desc';

/** One entry a search found, with how well and where it matched. */
export interface SearchHit {
  item: IndexedEntry;
  score: number;
  matchedIn: 'title' | 'definition' | 'serial';
  excerpt: string;
}

const EXCERPT_LENGTH = 120;
/** Characters of context kept before a match found deep inside a definition. */
const EXCERPT_LEAD = 40;

function cut(text: string, start: number): string {
  let from = start;
  if (from > 0) {
    const space = text.indexOf(' ', from);
    from = space >= 0 && space < start + 15 ? space + 1 : from;
  }
  let to = from + EXCERPT_LENGTH;
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    to = space > from ? space : to;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/** The senses of an entry as one short line. */
function summary(item: IndexedEntry): string {
  return cut(item.entry.definitions.join(' '), 0);
}

/** The definition that matched, cut so that the match shows. */
function excerptAt(item: IndexedEntry, definitionIndex: number, keyIndex: number): string {
  const definition = item.entry.definitions[definitionIndex] ?? '';
  const at = item.definitionKeys[definitionIndex]?.offsets[keyIndex] ?? 0;
  return cut(definition, at + EXCERPT_LEAD < EXCERPT_LENGTH ? 0 : at - EXCERPT_LEAD);
}

function titleScore(item: IndexedEntry, key: string, exactKey: string, looseKey: string): number {
  const title = item.titleKey;
  if (title === key) return item.exactTitleKey === exactKey ? 100 : 98;
  if (title.startsWith(key)) return 80;
  if (title.split(' ').some((word) => word.startsWith(key))) return 60;
  if (title.includes(key)) return 50;
  // The same letters typed another way: «کتاب خانه» or «کتاب‌خانه» for «کتابخانه», «اب» for «آب».
  const loose = item.looseTitleKey;
  if (loose === looseKey) return 96;
  if (loose.startsWith(looseKey)) return 75;
  return loose.includes(looseKey) ? 45 : 0;
}

/** Endings that keep a word the same word in Persian: «دریای خزر», «دریاها» are still the sea. */
const INFLECTIONS = new Set(['', 'ی', 'ای', 'یی', 'ها', 'های', 'هایی']);

/**
 * How a key found at `at` in a definition sits in its word: the whole word
 * (maybe inflected), the start of a longer word («دریافت» for «دریا»), or
 * inside one. Whole words rank above the rest, so entries about the sea
 * come before those that only mention «دریافت».
 */
export function definitionScore(text: string, at: number, key: string): number {
  const startsWord = at === 0 || !isLetter(text.charAt(at - 1));
  let end = at + key.length;
  while (end < text.length && isLetter(text.charAt(end))) end += 1;
  // What follows the key up to the word's end; a full stop or «؛» after it ends the word too («آب دریا.»).
  const rest = text.slice(at + key.length, end);
  if (startsWord && INFLECTIONS.has(rest)) return 30;
  return startsWord ? 22 : 15;
}

/** Letters, their marks and digits; anything else (spaces, punctuation) ends a word. */
function isLetter(char: string): boolean {
  return /[\p{L}\p{M}\p{N}]/u.test(char);
}

function matchEntry(item: IndexedEntry, key: string, exactKey: string, looseKey: string): SearchHit | undefined {
  const byTitle = titleScore(item, key, exactKey, looseKey);
  if (byTitle > 0) return { item, score: byTitle, matchedIn: 'title', excerpt: summary(item) };
  if (/^\d+$/.test(key) && Number(key) === item.entry.serial_number) {
    return { item, score: 95, matchedIn: 'serial', excerpt: summary(item) };
  }
  // The best place the key appears in any definition: a whole word beats the start of a longer one.
  let best: { score: number; definitionIndex: number; at: number } | undefined;
  for (const [definitionIndex, definition] of item.definitionKeys.entries()) {
    for (let at = definition.key.indexOf(key); at >= 0; at = definition.key.indexOf(key, at + 1)) {
      const score = definitionScore(definition.key, at, key);
      if (!best || score > best.score) best = { score, definitionIndex, at };
    }
  }
  if (!best) return undefined;
  return {
    item,
    score: best.score,
    matchedIn: 'definition',
    excerpt: excerptAt(item, best.definitionIndex, best.at),
  };
}

/**
 * Headwords a query typed in Latin letters spells («ketab» → «کتاب»): the
 * whole headword ranks as an exact match would, its start as a prefix.
 */
function finglishHits(query: string): SearchHit[] {
  return INDEXED_ENTRIES.flatMap((item) => {
    const match = finglishMatch(query, item.skeleton);
    if (!match) return [];
    return [{ item, score: match === 'whole' ? 90 : 70, matchedIn: 'title' as const, excerpt: summary(item) }];
  });
}

/** Every entry matching the query, by headword, serial number or a word of its definitions, or by its Finglish spelling. */
export function searchEntries(query: string): SearchHit[] {
  if (isFinglish(query)) return finglishHits(query);
  const key = persianSearchKey(query);
  const exactKey = persianSearchKey(query, { keepZwnj: true });
  const looseKey = persianSearchKey(query, { loose: true });
  if (!key) return [];
  return INDEXED_ENTRIES.flatMap((item) => matchEntry(item, key, exactKey, looseKey) ?? []);
}

const COMPARATORS: Record<DehkhodaSort, (a: SearchHit, b: SearchHit) => number> = {
  // Best first; among equals the shorter headword (closer to the query), then the alphabet.
  relevance: (a, b) => b.score - a.score || a.item.letterCount - b.item.letterCount || compareTitles(a.item, b.item),
  title: (a, b) => compareTitles(a.item, b.item),
  serial: (a, b) => a.item.entry.serial_number - b.item.entry.serial_number,
};

/** Natural direction of each sort: relevance reads best first, the others from the start of the alphabet. */
export const DEFAULT_ORDER: Record<DehkhodaSort, DehkhodaOrder> = { relevance: 'desc', title: 'asc', serial: 'asc' };

export function sortHits(hits: SearchHit[], sort: DehkhodaSort, order: DehkhodaOrder): SearchHit[] {
  const compare = COMPARATORS[sort];
  const direction = order === DEFAULT_ORDER[sort] ? 1 : -1;
  return [...hits].sort((a, b) => direction * compare(a, b));
}

/** A short first sense, so homographs in a suggestion list can be told apart. */
function gloss(item: IndexedEntry): string {
  const first = item.entry.definitions[0] ?? '';
  const end = first.search(/[؛.،]/);
  const short = end > 0 ? first.slice(0, end) : first;
  return short.length > 40 ? `${short.slice(0, 40).trim()}…` : short;
}

/**
 * Headwords that start with the query, then headwords that contain it,
 * compared loosely: «اب» offers «آب» and «کتاب خانه» offers «کتابخانه».
 */
export function autocomplete(query: string, limit: number) {
  if (isFinglish(query)) {
    return sortHits(finglishHits(query), 'relevance', 'desc')
      .slice(0, limit)
      .map((hit) => ({ ...entryRef(hit.item), gloss: gloss(hit.item) }));
  }
  const key = persianSearchKey(query);
  const looseKey = persianSearchKey(query, { loose: true });
  if (!looseKey) return [];
  // The spelling typed first, then the same letters typed another way; a start before a middle.
  const tier = (item: IndexedEntry): number => {
    if (item.titleKey === key) return 0;
    if (item.looseTitleKey === looseKey) return 1;
    if (item.titleKey.startsWith(key)) return 2;
    if (item.looseTitleKey.startsWith(looseKey)) return 3;
    if (item.titleKey.includes(key)) return 4;
    return item.looseTitleKey.includes(looseKey) ? 5 : 6;
  };
  return INDEXED_ENTRIES.map((item) => ({ item, tier: tier(item) }))
    .filter((candidate) => candidate.tier < 6)
    .sort((a, b) => a.tier - b.tier || compareTitles(a.item, b.item))
    .slice(0, limit)
    .map(({ item }) => ({ ...entryRef(item), gloss: gloss(item) }));
}

/** Edit distance (insertions, deletions, substitutions) between two keys. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** How many edits a term may be from a headword and still be offered: more for longer terms. */
function allowedDistance(term: string): number {
  if (term.length <= 3) return 1;
  return term.length <= 6 ? 2 : 3;
}

/** The headwords closest to a term a search found nothing for; one per spelling. */
export function closestHeadwords(term: string, limit: number) {
  const key = persianSearchKey(term);
  if (!key) return [];
  const seen = new Set<string>();
  const candidates: { item: IndexedEntry; distance: number; prefix: number }[] = [];
  for (const item of INDEXED_ENTRIES) {
    if (seen.has(item.titleKey)) continue;
    seen.add(item.titleKey);
    const distance = editDistance(key, item.titleKey);
    if (distance <= allowedDistance(key)) {
      candidates.push({ item, distance, prefix: sharedPrefixLength(key, item.titleKey) });
    }
  }
  return candidates
    .sort((a, b) => a.distance - b.distance || b.prefix - a.prefix || compareTitles(a.item, b.item))
    .slice(0, limit)
    .map(({ item, distance }) => ({ ...entryRef(item), distance }));
}
