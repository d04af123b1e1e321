import type { FastifyInstance } from 'fastify';
import { dehkhodaEndpoints, PERSIAN_ALPHABET, toLatinDigits } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { PARTS_OF_SPEECH } from '../seed/dehkhoda-format.ts';
import {
  compareTitles,
  entryById,
  entryBySerial,
  entryRef,
  entryResource,
  INDEXED_ENTRIES,
  type IndexedEntry,
} from './dehkhoda-index.ts';
import { autocomplete, closestHeadwords, DEFAULT_ORDER, searchEntries, sortHits } from './dehkhoda-search.ts';

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
  // The seed never changes while the dev API runs, so the numbers are worked out once.
  const stats = computeStats();

  serve(app, context, dehkhodaEndpoints.autocomplete, ({ query }) => ({ data: autocomplete(query.q, query.limit) }));

  serve(app, context, dehkhodaEndpoints.search, ({ query }) => {
    const { q, limit, page, sort } = query;
    const hits = sortHits(searchEntries(q), sort, query.order ?? DEFAULT_ORDER[sort]);
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

  // The statistics page's letters and the sitemap read it.
  serve(app, context, dehkhodaEndpoints.entries, ({ query }) => {
    const { letter, limit, page } = query;
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

  serve(app, context, dehkhodaEndpoints.entry, ({ params, reply }) => {
    const id = pathNumber(params.id);
    const item = id === undefined ? undefined : entryById(id);
    if (!item) return sendNotFound(reply, 'مدخل');
    return { data: entryResource(item) };
  });

  serve(app, context, dehkhodaEndpoints.bySerial, ({ params, reply }) => {
    const serialNumber = pathNumber(params.serialNumber);
    const item = serialNumber === undefined ? undefined : entryBySerial(serialNumber);
    if (!item) return sendNotFound(reply, 'مدخلی با این شماره');
    return { data: entryResource(item) };
  });

  serve(app, context, dehkhodaEndpoints.stats, () => ({ data: stats }));

  serve(app, context, dehkhodaEndpoints.suggestions, ({ query }) => ({
    data: closestHeadwords(query.term, query.limit),
  }));
}
