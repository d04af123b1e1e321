import type {
  DehkhodaAutocompleteItem,
  DehkhodaEntry,
  DehkhodaSearchHit,
  DehkhodaSearchResponse,
  DehkhodaStats,
} from '@shared/api-client';

/**
 * Answers shaped like the dev API's seeded dictionary («کتاب» is entry 457,
 * serial number 100457), for component tests against a real local HTTP
 * server: the real client parses them with its schemas.
 */

const ref = (id: number, title: string, slug = title.replaceAll('\u200c', '-')) => ({
  id,
  serial_number: 100_000 + id,
  title,
  slug,
});

export const KETAB = ref(457, 'کتاب');

export function entry(overrides: Partial<DehkhodaEntry> = {}): DehkhodaEntry {
  return {
    ...KETAB,
    letter: 'ک',
    pronunciation: 'کِتاب',
    part_of_speech: 'اسم',
    definitions: ['نوشته‌های به هم پیوسته و صحافی‌شده دربارهٔ موضوعی؛ نامه؛ نبشته.', 'نامه و مکتوب.'],
    examples: [{ text: 'ز هر دانشی چون سخن بشنوی / از آموختن یک زمان نغنوی', source: 'فردوسی' }],
    related: [ref(458, 'کتابت'), ref(461, 'کتابخانه')],
    previous: ref(456, 'کبوتر'),
    next: ref(458, 'کتابت'),
    ...overrides,
  };
}

export function suggestion(id: number, title: string, gloss?: string): DehkhodaAutocompleteItem {
  return { ...ref(id, title), ...(gloss ? { gloss } : {}) };
}

/** The first headwords the dev API suggests for «کتا». */
export const KETAB_SUGGESTIONS: DehkhodaAutocompleteItem[] = [
  suggestion(457, 'کتاب', 'نوشته‌های به هم پیوسته'),
  suggestion(458, 'کتابت', 'نوشتن'),
  suggestion(459, 'کتابچه', 'کتاب کوچک'),
];

export function hit(id: number, title: string, overrides: Partial<DehkhodaSearchHit> = {}): DehkhodaSearchHit {
  return {
    ...ref(id, title),
    part_of_speech: 'اسم',
    excerpt: `شرح کوتاه ${title}.`,
    matched_in: 'title',
    ...overrides,
  };
}

export function searchPage(
  hits: DehkhodaSearchHit[],
  meta: Partial<DehkhodaSearchResponse['meta']> = {},
): DehkhodaSearchResponse {
  return { data: hits, meta: { current_page: 1, last_page: 1, per_page: 10, total: hits.length, ...meta } };
}

export const STATS: DehkhodaStats = {
  total_entries: 624,
  total_definitions: 800,
  entries_with_examples: 60,
  entries_with_pronunciation: 500,
  letters: [
    { letter: 'ا', count: 70 },
    { letter: 'ب', count: 40 },
    { letter: 'ث', count: 0 },
    { letter: 'ک', count: 35 },
  ],
  parts_of_speech: [
    { part_of_speech: 'اسم', count: 480 },
    { part_of_speech: 'صفت', count: 100 },
  ],
  longest_headword: { ...ref(300, 'آب‌انبار'), length: 8 },
};
