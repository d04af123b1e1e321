import {
  PERSIAN_ALPHABET,
  persianSearchKey,
  persianSearchKeyWithOffsets,
  type PersianSearchKey,
} from '@shared/api-client';
import { DEHKHODA_ENTRIES, type DehkhodaSeedEntry } from '../seed/dehkhoda.ts';
import { persianSkeleton } from './finglish.ts';

/** An entry with the forms it is matched by, computed once when the dev API starts. */
export interface IndexedEntry {
  entry: DehkhodaSeedEntry;
  /** The headword reduced for matching (ZWNJ read as a space). */
  titleKey: string;
  /** The same with ZWNJ kept, so the exact spelling ranks first. */
  exactTitleKey: string;
  /** Without spaces or ZWNJ and «آ» as «ا», so «کتاب خانه» and «اب» still find «کتابخانه» and «آب». */
  looseTitleKey: string;
  /** Letters only: no spaces, no ZWNJ, no diacritics. */
  letterCount: number;
  letter: string;
  definitionKeys: PersianSearchKey[];
  /** The headword's sound classes, for queries typed in Latin letters (see finglish.ts). */
  skeleton: string;
}

const collator = new Intl.Collator('fa');

/** Persian dictionary order of headwords; equal spellings keep their seed order. */
export function compareTitles(a: IndexedEntry, b: IndexedEntry): number {
  return collator.compare(a.entry.title, b.entry.title) || a.entry.id - b.entry.id;
}

function letterOf(titleKey: string, title: string): string {
  const first = titleKey.charAt(0) === 'آ' ? 'ا' : titleKey.charAt(0);
  if (!(PERSIAN_ALPHABET as readonly string[]).includes(first)) {
    throw new Error(`Headword «${title}» does not begin with a Persian letter`);
  }
  return first;
}

function indexEntry(entry: DehkhodaSeedEntry): IndexedEntry {
  const titleKey = persianSearchKey(entry.title);
  return {
    entry,
    titleKey,
    exactTitleKey: persianSearchKey(entry.title, { keepZwnj: true }),
    looseTitleKey: persianSearchKey(entry.title, { loose: true }),
    letterCount: titleKey.replaceAll(' ', '').length,
    letter: letterOf(titleKey, entry.title),
    definitionKeys: entry.definitions.map((definition) => persianSearchKeyWithOffsets(definition)),
    skeleton: persianSkeleton(entry.title),
  };
}

/** Every entry, in seed (serial number) order. */
export const INDEXED_ENTRIES: readonly IndexedEntry[] = DEHKHODA_ENTRIES.map(indexEntry);

/** Every entry in dictionary order, for previous/next links. */
const ALPHABETICAL = [...INDEXED_ENTRIES].sort(compareTitles);
const alphabeticalPosition = new Map(ALPHABETICAL.map((item, position) => [item.entry.id, position]));
const byId = new Map(INDEXED_ENTRIES.map((item) => [item.entry.id, item]));
const bySerial = new Map(INDEXED_ENTRIES.map((item) => [item.entry.serial_number, item]));
const byTitle = new Map(INDEXED_ENTRIES.map((item) => [item.entry.title, item]));

export function entryById(id: number): IndexedEntry | undefined {
  return byId.get(id);
}

export function entryBySerial(serialNumber: number): IndexedEntry | undefined {
  return bySerial.get(serialNumber);
}

/** How lists and links refer to an entry. */
export function entryRef(item: IndexedEntry) {
  const { id, serial_number, title, slug } = item.entry;
  return { id, serial_number, title, slug };
}

/**
 * Whether `word` is built on `base`: it holds `base` as a separate word
 * («اهل کتاب»), or starts or ends with it («کتابخانه»، «ام‌الکتاب»). Bases
 * under four letters only count as separate words, so «شیر» is not taken
 * for the root of «شیرین».
 */
function buildsOn(word: string, base: string): boolean {
  if (word === base) return false;
  if (` ${word} `.includes(` ${base} `)) return true;
  if (base.replaceAll(' ', '').length < 4) return false;
  return word.startsWith(base) || (word.endsWith(base) && word.length >= base.length + 2);
}

const MAX_RELATED = 10;

/** Homographs first, then the seed's cross-references, then compounds found by spelling. */
function relatedEntries(item: IndexedEntry): IndexedEntry[] {
  const homographs = INDEXED_ENTRIES.filter((other) => other !== item && other.titleKey === item.titleKey);
  const seeAlso = item.entry.see_also.flatMap((title) => byTitle.get(title) ?? []);
  const bySpelling = ALPHABETICAL.filter(
    (other) => buildsOn(other.titleKey, item.titleKey) || buildsOn(item.titleKey, other.titleKey),
  );
  const unique = new Set([...homographs, ...seeAlso, ...bySpelling]);
  unique.delete(item);
  return [...unique].slice(0, MAX_RELATED);
}

function neighbour(item: IndexedEntry, step: 1 | -1) {
  const position = alphabeticalPosition.get(item.entry.id) ?? 0;
  const other = ALPHABETICAL[position + step];
  return other ? entryRef(other) : null;
}

/** The whole entry as `GET /front/dehkhoda/entry/{id}` answers it. */
export function entryResource(item: IndexedEntry) {
  const { entry } = item;
  return {
    ...entryRef(item),
    letter: item.letter,
    pronunciation: entry.pronunciation,
    part_of_speech: entry.part_of_speech,
    definitions: entry.definitions,
    examples: entry.examples,
    related: relatedEntries(item).map(entryRef),
    previous: neighbour(item, -1),
    next: neighbour(item, 1),
  };
}
