import * as z from '@shared/schema';

// The spec shows no fields of a dictionary entry: every schema below is our
// design of what a Dehkhoda backend returns.

/** A headword as links and lists refer to it; the page URL is /dehkhoda/entry/{id}/{slug}. */
export const dehkhodaEntryRefSchema = z.looseObject({
  id: z.int().check(z.positive()),
  serial_number: z.int().check(z.positive()),
  /** The headword as Dehkhoda spells it, ZWNJ included. */
  title: z.string(),
  slug: z.string(),
});

/** A quoted verse or usage under an entry; `source` names the poet or book when known. */
export const dehkhodaExampleSchema = z.looseObject({
  text: z.string(),
  source: z.nullish(z.string()),
});

/** One dictionary entry (our design). */
export const dehkhodaEntrySchema = z.looseObject({
  ...dehkhodaEntryRefSchema.shape,
  /** Alphabet letter the entry is filed under («آ» is filed under «ا»). */
  letter: z.string(),
  /** The headword with its vowels marked, e.g. «کِتاب». */
  pronunciation: z.nullish(z.string()),
  /** In Persian: «اسم»، «صفت»، «قید»… */
  part_of_speech: z.nullish(z.string()),
  /** Numbered senses, each a short Persian definition. */
  definitions: z.array(z.string()).check(z.minLength(1)),
  examples: z._default(z.array(dehkhodaExampleSchema), []),
  /** Homographs, compounds built on the headword and the words it is built on. */
  related: z._default(z.array(dehkhodaEntryRefSchema), []),
  /** Neighbours in alphabetical order, for previous/next links. */
  previous: z.nullish(dehkhodaEntryRefSchema),
  next: z.nullish(dehkhodaEntryRefSchema),
});

/** An autocomplete suggestion; `gloss` (a short first sense) tells homographs apart. */
export const dehkhodaAutocompleteItemSchema = z.looseObject({
  ...dehkhodaEntryRefSchema.shape,
  gloss: z.optional(z.string()),
});

/** A search hit: the headword and a short excerpt of the sense that matched. */
export const dehkhodaSearchHitSchema = z.looseObject({
  ...dehkhodaEntryRefSchema.shape,
  part_of_speech: z.nullish(z.string()),
  excerpt: z.string(),
  /** Where the query was found; the page highlights it there. */
  matched_in: z.optional(z.enum(['title', 'definition', 'serial'])),
});

/** A close headword offered when a search finds nothing; `distance` is the edit distance. */
export const dehkhodaSuggestionSchema = z.looseObject({
  ...dehkhodaEntryRefSchema.shape,
  distance: z.int().check(z.nonnegative()),
});

/** Dictionary statistics for the stats page and its chart (our design). */
export const dehkhodaStatsSchema = z.looseObject({
  total_entries: z.int().check(z.nonnegative()),
  total_definitions: z.int().check(z.nonnegative()),
  entries_with_examples: z.int().check(z.nonnegative()),
  entries_with_pronunciation: z.int().check(z.nonnegative()),
  /** Entries per letter, all 32 letters of the Persian alphabet in order (0 where none). */
  letters: z.array(z.looseObject({ letter: z.string(), count: z.int().check(z.nonnegative()) })),
  parts_of_speech: z.array(z.looseObject({ part_of_speech: z.string(), count: z.int().check(z.nonnegative()) })),
  /** Length counts letters only, not spaces or ZWNJ. */
  longest_headword: z.nullable(z.extend(dehkhodaEntryRefSchema, { length: z.int().check(z.positive()) })),
});

/** The 32 letters of the Persian alphabet in dictionary order; «آ» is filed under «ا». */
// prettier-ignore
export const PERSIAN_ALPHABET = [
  'ا', 'ب', 'پ', 'ت', 'ث', 'ج', 'چ', 'ح', 'خ', 'د', 'ذ', 'ر', 'ز', 'ژ', 'س', 'ش',
  'ص', 'ض', 'ط', 'ظ', 'ع', 'غ', 'ف', 'ق', 'ک', 'گ', 'ل', 'م', 'ن', 'و', 'ه', 'ی',
] as const;

/** How search results are ordered; `relevance` puts the best match first when `order` is `desc`. */
export const dehkhodaSortSchema = z.enum(['relevance', 'title', 'serial'], {
  error: 'مرتب‌سازی باید relevance، title یا serial باشد.',
});
export const dehkhodaOrderSchema = z.enum(['asc', 'desc'], { error: 'جهت مرتب‌سازی باید asc یا desc باشد.' });

export type DehkhodaEntryRef = z.infer<typeof dehkhodaEntryRefSchema>;
export type DehkhodaExample = z.infer<typeof dehkhodaExampleSchema>;
export type DehkhodaEntry = z.infer<typeof dehkhodaEntrySchema>;
export type DehkhodaAutocompleteItem = z.infer<typeof dehkhodaAutocompleteItemSchema>;
export type DehkhodaSearchHit = z.infer<typeof dehkhodaSearchHitSchema>;
export type DehkhodaSuggestion = z.infer<typeof dehkhodaSuggestionSchema>;
export type DehkhodaStats = z.infer<typeof dehkhodaStatsSchema>;
export type DehkhodaSort = z.infer<typeof dehkhodaSortSchema>;
export type DehkhodaOrder = z.infer<typeof dehkhodaOrderSchema>;
