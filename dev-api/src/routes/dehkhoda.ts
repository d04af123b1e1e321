import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { persianSearchKey, toLatinDigits } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { PARTS_OF_SPEECH } from '../seed/dehkhoda-format.ts';
import {
  compareTitles,
  entryById,
  entryBySerial,
  entryRef,
  entryResource,
  INDEXED_ENTRIES,
  PERSIAN_ALPHABET,
  type IndexedEntry,
} from './dehkhoda-index.ts';
import { autocomplete, closestHeadwords, DEFAULT_ORDER, searchEntries, sortHits } from './dehkhoda-search.ts';

const MAX_QUERY_LENGTH = 100;

function persianNumber(value: number): string {
  return value.toLocaleString('fa-IR', { useGrouping: false });
}

/** Reads a number the way a person may type it: Persian, Arabic or Latin digits. */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = toLatinDigits(value.trim());
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A count parameter between 1 and `max`, `fallback` when absent. */
function countParam(label: string, max: number, fallback: number) {
  const message = `${label} باید عددی صحیح از ۱ تا ${persianNumber(max)} باشد.`;
  return z.preprocess(
    readNumber,
    z.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback),
  );
}

/** A search text: required, not only spaces or marks, and not longer than a headword could be. */
function textParam(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .max(MAX_QUERY_LENGTH, `متن جست‌وجو نباید بیش از ${persianNumber(MAX_QUERY_LENGTH)} نویسه باشد.`)
    .refine((text) => persianSearchKey(text) !== '', emptyMessage);
}

const QUERY_REQUIRED = 'عبارت جست‌وجو را وارد کنید.';

const autocompleteQuerySchema = z.object({
  q: textParam(QUERY_REQUIRED),
  limit: countParam('تعداد پیشنهادها', 50, 10),
});

const searchQuerySchema = z.object({
  q: textParam(QUERY_REQUIRED),
  limit: countParam('تعداد نتایج هر صفحه', 50, 10),
  page: countParam('شمارهٔ صفحه', 10_000, 1),
  sort: z
    .enum(['relevance', 'title', 'serial'], { error: 'مرتب‌سازی باید relevance، title یا serial باشد.' })
    .default('relevance'),
  order: z.enum(['asc', 'desc'], { error: 'جهت مرتب‌سازی باید asc یا desc باشد.' }).optional(),
});

const entriesQuerySchema = z.object({
  letter: z
    .string()
    .trim()
    .refine(
      (letter) => (PERSIAN_ALPHABET as readonly string[]).includes(letter),
      'حرف باید یکی از حروف الفبای فارسی باشد.',
    )
    .optional(),
  limit: countParam('تعداد مدخل‌های هر صفحه', 200, 50),
  page: countParam('شمارهٔ صفحه', 10_000, 1),
});

const suggestionsQuerySchema = z.object({
  term: textParam('واژه‌ای را که پیدا نشد بفرستید.'),
  limit: countParam('تعداد پیشنهادها', 20, 5),
});

/** A path number (id or serial number) in any digits; anything else matches no entry. */
function pathNumber(value: string): number | undefined {
  const digits = toLatinDigits(value.trim());
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

function computeStats() {
  const letters = PERSIAN_ALPHABET.map((letter) => ({
    letter,
    count: INDEXED_ENTRIES.filter((item) => item.letter === letter).length,
  }));
  const partsOfSpeech = PARTS_OF_SPEECH.map((part) => ({
    part_of_speech: part,
    count: INDEXED_ENTRIES.filter((item) => item.entry.part_of_speech === part).length,
  }))
    .filter((part) => part.count > 0)
    .sort((a, b) => b.count - a.count);
  const longest = INDEXED_ENTRIES.reduce<IndexedEntry | undefined>(
    (best, item) => (!best || item.letterCount > best.letterCount ? item : best),
    undefined,
  );
  return {
    total_entries: INDEXED_ENTRIES.length,
    total_definitions: INDEXED_ENTRIES.reduce((sum, item) => sum + item.entry.definitions.length, 0),
    entries_with_examples: INDEXED_ENTRIES.filter((item) => item.entry.examples.length > 0).length,
    entries_with_pronunciation: INDEXED_ENTRIES.filter((item) => item.entry.pronunciation).length,
    letters,
    parts_of_speech: partsOfSpeech,
    longest_headword: longest ? { ...entryRef(longest), length: longest.letterCount } : null,
  };
}

/** `/front/dehkhoda/*`: the Dehkhoda dictionary, read-only, from the seed. */
export async function dehkhodaRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;
  // The seed never changes while the dev API runs, so the numbers are worked out once.
  const stats = computeStats();

  app.get('/front/dehkhoda/autocomplete', async (request, reply) => {
    const checked = check(autocompleteQuerySchema, request.query);
    if (!checked.ok) return sendValidationError(reply, checked.errors);
    return { data: autocomplete(checked.data.q, checked.data.limit) };
  });

  app.get('/front/dehkhoda/search', async (request, reply) => {
    const checked = check(searchQuerySchema, request.query);
    if (!checked.ok) return sendValidationError(reply, checked.errors);
    const { q, limit, page, sort } = checked.data;
    const hits = sortHits(searchEntries(q), sort, checked.data.order ?? DEFAULT_ORDER[sort]);
    return {
      data: hits.slice((page - 1) * limit, page * limit).map((hit) => ({
        ...entryRef(hit.item),
        part_of_speech: hit.item.entry.part_of_speech,
        excerpt: hit.excerpt,
        matched_in: hit.matchedIn,
      })),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(hits.length / limit)),
        per_page: limit,
        total: hits.length,
      },
    };
  });

  // Our addition: the entries in dictionary order, all or those filed under one letter, a page at a time
  // (the statistics page's letters and the sitemap read it).
  app.get('/front/dehkhoda/entries', async (request, reply) => {
    const checked = check(entriesQuerySchema, request.query);
    if (!checked.ok) return sendValidationError(reply, checked.errors);
    const { letter, limit, page } = checked.data;
    const entries = (letter ? INDEXED_ENTRIES.filter((item) => item.letter === letter) : INDEXED_ENTRIES)
      .slice()
      .sort(compareTitles);
    return {
      data: entries.slice((page - 1) * limit, page * limit).map(entryRef),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(entries.length / limit)),
        per_page: limit,
        total: entries.length,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/front/dehkhoda/entry/:id', async (request, reply) => {
    const id = pathNumber(request.params.id);
    const item = id === undefined ? undefined : entryById(id);
    if (!item) return sendNotFound(reply, 'مدخل');
    return { data: entryResource(item) };
  });

  app.get<{ Params: { serialNumber: string } }>('/front/dehkhoda/serial/:serialNumber', async (request, reply) => {
    const serialNumber = pathNumber(request.params.serialNumber);
    const item = serialNumber === undefined ? undefined : entryBySerial(serialNumber);
    if (!item) return sendNotFound(reply, 'مدخلی با این شماره');
    return { data: entryResource(item) };
  });

  app.get('/front/dehkhoda/stats', async () => ({ data: stats }));

  app.get('/front/dehkhoda/suggestions', async (request, reply) => {
    const checked = check(suggestionsQuerySchema, request.query);
    if (!checked.ok) return sendValidationError(reply, checked.errors);
    return { data: closestHeadwords(checked.data.term, checked.data.limit) };
  });
}
