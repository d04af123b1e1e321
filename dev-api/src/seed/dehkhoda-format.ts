/**
 * The dictionary seed is written one entry per line, close to how a
 * Dehkhoda entry reads, so hundreds of entries stay easy to review:
 *
 *   headword | part of speech | pronunciation | sense 1 || sense 2
 *
 * Part of speech and pronunciation may be left empty. A malformed line
 * throws when the seed loads, so a typo fails the tests instead of
 * producing a broken entry.
 */

/** Parts of speech the seed uses, in the words a Persian reader knows. */
export const PARTS_OF_SPEECH = [
  'اسم',
  'اسم خاص',
  'اسم مرکب',
  'صفت',
  'صفت مرکب',
  'قید',
  'عدد',
  'ضمیر',
  'حرف',
  'صوت',
] as const;

export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** One entry as written in the seed, before ids and serial numbers are given. */
export interface DehkhodaSeedLine {
  title: string;
  part_of_speech: PartOfSpeech | null;
  /** The headword with vowel marks, e.g. «کِتاب». */
  pronunciation: string | null;
  definitions: string[];
}

const FIELD_SEPARATOR = '|';
const SENSE_SEPARATOR = '||';

function isPartOfSpeech(value: string): value is PartOfSpeech {
  return (PARTS_OF_SPEECH as readonly string[]).includes(value);
}

function parseLine(line: string): DehkhodaSeedLine {
  const fields: string[] = [];
  let rest = line;
  for (let index = 0; index < 3; index += 1) {
    const at = rest.indexOf(FIELD_SEPARATOR);
    if (at < 0) throw new Error(`Dictionary seed line needs four fields: ${line}`);
    fields.push(rest.slice(0, at).trim());
    rest = rest.slice(at + FIELD_SEPARATOR.length);
  }
  const [title = '', partOfSpeech = '', pronunciation = ''] = fields;
  const definitions = rest
    .split(SENSE_SEPARATOR)
    .map((sense) => sense.trim())
    .filter(Boolean);
  if (!title || definitions.length === 0) throw new Error(`Dictionary seed line lacks a headword or a sense: ${line}`);
  if (partOfSpeech && !isPartOfSpeech(partOfSpeech)) {
    throw new Error(`Unknown part of speech «${partOfSpeech}»: ${line}`);
  }
  return {
    title,
    part_of_speech: partOfSpeech && isPartOfSpeech(partOfSpeech) ? partOfSpeech : null,
    pronunciation: pronunciation || null,
    definitions,
  };
}

/** Reads a block of seed lines; blank lines are skipped. */
export function entryLines(source: string): DehkhodaSeedLine[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseLine);
}
