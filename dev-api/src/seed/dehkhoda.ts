import { ALEF_ENTRIES } from './dehkhoda-alef.ts';
import { BE_PE_ENTRIES } from './dehkhoda-be-pe.ts';
import { DAL_ZHE_ENTRIES } from './dehkhoda-dal-zhe.ts';
import { DEHKHODA_EXAMPLES, DEHKHODA_SEE_ALSO, type DehkhodaSeedExample } from './dehkhoda-examples.ts';
import type { DehkhodaSeedLine } from './dehkhoda-format.ts';
import { KAF_MIM_ENTRIES } from './dehkhoda-kaf-mim.ts';
import { NUN_YE_ENTRIES } from './dehkhoda-nun-ye.ts';
import { SIN_QAF_ENTRIES } from './dehkhoda-sin-qaf.ts';
import { TE_KHE_ENTRIES } from './dehkhoda-te-khe.ts';

/** A dictionary entry of the seed, with its stable id and serial number. */
export interface DehkhodaSeedEntry extends DehkhodaSeedLine {
  id: number;
  serial_number: number;
  slug: string;
  examples: DehkhodaSeedExample[];
  /** Headwords of entries the reader is sent to besides the ones found by spelling. */
  see_also: string[];
}

/** Serial numbers continue the printed dictionary's style of six-digit numbers. */
const FIRST_SERIAL_NUMBER = 100_001;

/** The headword in a URL: words (split by spaces or ZWNJ) joined with hyphens. */
function slugOf(title: string): string {
  return title
    .split(/[\s\u200C]+/)
    .filter(Boolean)
    .join('-');
}

/** Every headword a side table names must belong to exactly one entry. */
function assertSingleEntry(lines: DehkhodaSeedLine[], title: string, table: string) {
  const count = lines.filter((line) => line.title === title).length;
  if (count !== 1) throw new Error(`${table} names «${title}», which has ${count} entries`);
}

function assertNoDuplicates(lines: DehkhodaSeedLine[]) {
  const seen = new Set<string>();
  for (const line of lines) {
    for (const definition of line.definitions) {
      const pair = `${line.title}\u0000${definition}`;
      if (seen.has(pair)) throw new Error(`Duplicate definition under «${line.title}»: ${definition}`);
      seen.add(pair);
    }
  }
}

function buildEntries(): DehkhodaSeedEntry[] {
  // Ids follow the order of the files (the alphabet), so they are the same on every run.
  const lines = [
    ...ALEF_ENTRIES,
    ...BE_PE_ENTRIES,
    ...TE_KHE_ENTRIES,
    ...DAL_ZHE_ENTRIES,
    ...SIN_QAF_ENTRIES,
    ...KAF_MIM_ENTRIES,
    ...NUN_YE_ENTRIES,
  ];
  assertNoDuplicates(lines);
  for (const title of Object.keys(DEHKHODA_EXAMPLES)) assertSingleEntry(lines, title, 'DEHKHODA_EXAMPLES');
  for (const [title, related] of Object.entries(DEHKHODA_SEE_ALSO)) {
    for (const name of [title, ...related]) assertSingleEntry(lines, name, 'DEHKHODA_SEE_ALSO');
  }
  return lines.map((line, index) => ({
    ...line,
    id: index + 1,
    serial_number: FIRST_SERIAL_NUMBER + index,
    slug: slugOf(line.title),
    examples: DEHKHODA_EXAMPLES[line.title] ?? [],
    see_also: DEHKHODA_SEE_ALSO[line.title] ?? [],
  }));
}

/** The whole dictionary of the dev API: real headwords with short definitions in Dehkhoda's style. */
export const DEHKHODA_ENTRIES: readonly DehkhodaSeedEntry[] = buildEntries();
