/*
 * Finglish: Persian words typed in Latin letters («ketab», «darya»), as
 * students do on a keyboard without Persian. A headword is reduced to a
 * skeleton of sound classes (ت and ط are both T, ی is Y, و is V, ا آ ع are
 * A, ه is H …); the Latin query is read as a sequence of sounds, where a
 * short vowel may be unwritten in Persian (the «e» of «ketab») and a long
 * one is a letter (the «a» of «ketab» is its ا). A dynamic programme decides
 * whether the query spells the whole headword, or its start.
 */

const PERSIAN_CLASS: Record<string, string> = {
  ا: 'A',
  آ: 'A',
  أ: 'A',
  إ: 'A',
  ع: 'A',
  ء: '',
  ئ: 'Y',
  ؤ: 'V',
  ب: 'B',
  پ: 'P',
  ت: 'T',
  ط: 'T',
  ث: 'S',
  س: 'S',
  ص: 'S',
  ج: 'J',
  چ: 'C',
  ح: 'H',
  ه: 'H',
  ة: 'H',
  خ: 'X',
  د: 'D',
  ذ: 'Z',
  ز: 'Z',
  ض: 'Z',
  ظ: 'Z',
  ر: 'R',
  ژ: 'G',
  ش: 'W',
  غ: 'Q',
  ق: 'Q',
  ف: 'F',
  ک: 'K',
  ك: 'K',
  گ: 'E',
  ل: 'L',
  م: 'M',
  ن: 'N',
  و: 'V',
  ی: 'Y',
  ي: 'Y',
  ى: 'Y',
};

/** A headword as its sound classes; anything else (spaces, ZWNJ, diacritics) is left out. */
export function persianSkeleton(word: string): string {
  return [...word].map((char) => PERSIAN_CLASS[char] ?? '').join('');
}

/** What one Latin sound may be written as in Persian: its classes ('' when it may go unwritten). */
const LATIN_SOUNDS: [string, string[]][] = [
  ['kh', ['X']],
  ['sh', ['W']],
  ['ch', ['C']],
  ['gh', ['Q']],
  ['zh', ['G']],
  ['aa', ['A']],
  ['oo', ['V']],
  ['ou', ['V']],
  ['ee', ['Y']],
  ['ei', ['Y']],
  ['ey', ['Y']],
  ['a', ['A', '']],
  ['e', ['', 'H', 'A']],
  ['o', ['V', '', 'A']],
  ['i', ['Y', 'AY']],
  ['u', ['V', 'AV']],
  ['b', ['B']],
  ['p', ['P']],
  ['t', ['T']],
  ['s', ['S']],
  ['j', ['J']],
  ['h', ['H']],
  ['d', ['D']],
  ['z', ['Z']],
  ['r', ['R']],
  ['f', ['F']],
  ['k', ['K']],
  ['c', ['K']],
  ['q', ['Q']],
  ['g', ['E']],
  ['l', ['L']],
  ['m', ['M']],
  ['n', ['N']],
  ['v', ['V']],
  ['w', ['V']],
  ['y', ['Y']],
  ["'", ['A', '']],
];

/** The Latin query as sounds, longest spelling first («kh» before «k»); undefined for anything else. */
function latinSounds(query: string): string[][] | undefined {
  const text = query.toLowerCase().replace(/[\s-]+/g, '');
  const sounds: string[][] = [];
  for (let at = 0; at < text.length;) {
    const sound = LATIN_SOUNDS.find(([spelling]) => text.startsWith(spelling, at));
    if (!sound) return undefined;
    sounds.push(sound[1]);
    at += sound[0].length;
  }
  return sounds;
}

/** Whether a query is Finglish: Latin letters only (with spaces, dashes, apostrophes). */
export function isFinglish(query: string): boolean {
  return /[a-z]/i.test(query) && /^[a-z\s'-]+$/i.test(query);
}

/** The skeleton positions the sounds can reach from `from`. */
function step(skeleton: string, from: ReadonlySet<number>, options: readonly string[]): Set<number> {
  const next = new Set<number>();
  for (const at of from) {
    for (const written of options) if (skeleton.startsWith(written, at)) next.add(at + written.length);
  }
  return next;
}

/**
 * How a Finglish query spells a headword's skeleton: all of it, its start, or
 * not at all. A word that starts with a vowel writes it in Persian (آب, ابر),
 * so the first sound is never silent; and a start counts only where the last
 * sound typed is written too («khane» is not the start of «خنجر»).
 */
export function finglishMatch(query: string, skeleton: string): 'whole' | 'start' | undefined {
  const sounds = latinSounds(query);
  if (!sounds || sounds.length === 0 || !skeleton) return undefined;
  const written = (options: readonly string[]) => options.filter((option) => option !== '');
  // reach: the skeleton's first j classes can be spelled by the sounds read so far.
  let reach = new Set<number>([0]);
  for (const [index, options] of sounds.slice(0, -1).entries()) {
    reach = step(skeleton, reach, index === 0 ? written(options) : options);
    if (reach.size === 0) return undefined;
  }
  const last = sounds.at(-1)!;
  const lastOptions = sounds.length === 1 ? written(last) : last;
  if (step(skeleton, reach, lastOptions).has(skeleton.length)) return 'whole';
  const started = step(skeleton, reach, written(last));
  return [...started].some((at) => at > 0) ? 'start' : undefined;
}
