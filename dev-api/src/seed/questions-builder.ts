import { mediaUrl } from './media.ts';
import { seededRandom } from './random.ts';

/** How hard a question is. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** A question as written or generated, before it gets its code and option ids. */
export interface QuestionDraft {
  difficulty: Difficulty;
  /** Persian text; math between `$…$` is LaTeX. */
  body: string;
  /** Name of a generated figure (served by `mediaUrl('content', name)`), for questions that need one. */
  figure?: string;
  correct: string;
  distractors: readonly [string, string, string];
  /** A worked solution in Persian. */
  solution: string;
}

/** A question of the bank, as the routes serve it. */
export interface SeedQuestion {
  id: number;
  /** Public code, as in `/question/Q1001`. */
  code: string;
  topic_slug: string;
  difficulty: Difficulty;
  body: string;
  media_url: string | null;
  options: { id: number; body: string }[];
  correct_option_id: number;
  solution: string;
}

/** Shorthand for a written question: the correct choice comes first, the seed shuffles it. */
export function draft(
  difficulty: Difficulty,
  body: string,
  correct: string,
  distractors: readonly [string, string, string],
  solution: string,
): QuestionDraft {
  return { difficulty, body, correct, distractors, solution };
}

/**
 * Gives a topic's drafts their ids, codes and option ids, and shuffles the
 * choices with a generator seeded by the question id (so the correct answer
 * is not always first, and always in the same place). Each topic owns a
 * block of 100 ids, so adding a question never renumbers another topic.
 */
export function finalizeTopic(topicSlug: string, firstId: number, drafts: readonly QuestionDraft[]): SeedQuestion[] {
  return drafts.map((question, position) => {
    const id = firstId + position;
    const code = `Q${id}`;
    const bodies = [question.correct, ...question.distractors];
    if (new Set(bodies).size !== bodies.length) throw new Error(`Seed question ${code} repeats a choice.`);
    const random = seededRandom(id);
    for (let index = bodies.length - 1; index > 0; index -= 1) {
      const other = random.int(0, index);
      [bodies[index], bodies[other]] = [bodies[other]!, bodies[index]!];
    }
    const options = bodies.map((body, index) => ({ id: id * 10 + index + 1, body }));
    const correctOption = options.find((option) => option.body === question.correct)!;
    return {
      id,
      code,
      topic_slug: topicSlug,
      difficulty: question.difficulty,
      body: question.body,
      media_url: question.figure ? mediaUrl('content', question.figure) : null,
      options,
      correct_option_id: correctOption.id,
      solution: question.solution,
    };
  });
}

/** A candidate choice of a generated question: its text and a key that is equal for equal answers. */
export interface Candidate {
  key: string;
  text: string;
}

/** A number shown as LaTeX. */
export function numberChoice(value: number): Candidate {
  return { key: value.toFixed(6), text: `$${value}$` };
}

/**
 * The first three candidates that are neither the correct answer nor each
 * other's equal, so a generated question never has two right choices.
 */
export function distinctDistractors(correct: Candidate, candidates: readonly Candidate[]): [string, string, string] {
  const taken = new Set([correct.key]);
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (taken.has(candidate.key) || chosen.length === 3) continue;
    taken.add(candidate.key);
    chosen.push(candidate.text);
  }
  if (chosen.length < 3) throw new Error(`Not enough distinct wrong choices for ${correct.text}.`);
  return [chosen[0]!, chosen[1]!, chosen[2]!];
}

/** Greatest common divisor of two integers. */
export function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** A fraction in lowest terms with a positive denominator. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** Reduces a fraction. */
export function fraction(numerator: number, denominator: number): Fraction {
  const divisor = gcd(numerator, denominator) || 1;
  const sign = denominator < 0 ? -1 : 1;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** LaTeX of a fraction, without the `$` delimiters: `\frac{3}{4}`, `-\frac{1}{2}`, `5`. */
export function fractionTex({ numerator, denominator }: Fraction): string {
  if (denominator === 1) return `${numerator}`;
  const sign = numerator < 0 ? '-' : '';
  return `${sign}\\frac{${Math.abs(numerator)}}{${denominator}}`;
}

/** A fraction as a choice. */
export function fractionChoice(value: Fraction): Candidate {
  return { key: (value.numerator / value.denominator).toFixed(6), text: `$${fractionTex(value)}$` };
}

/**
 * Generates one topic's questions with a generator seeded so every machine
 * builds the same ones. A draw that repeats an earlier question is drawn
 * again, so a topic never lists the same question twice.
 */
export function generate(
  seed: number,
  count: number,
  make: (random: ReturnType<typeof seededRandom>, index: number) => QuestionDraft,
): QuestionDraft[] {
  const random = seededRandom(seed);
  const drafts: QuestionDraft[] = [];
  const bodies = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    let question = make(random, index);
    for (let attempt = 0; bodies.has(question.body); attempt += 1) {
      if (attempt === 50) throw new Error(`Seed ${seed} cannot draw a new question for position ${index}.`);
      question = make(random, index);
    }
    bodies.add(question.body);
    drafts.push(question);
  }
  return drafts;
}
