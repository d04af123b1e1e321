import { AREA_QUESTIONS, QUADRATIC_QUESTIONS } from './questions-geometry-algebra.ts';
import { FRACTION_QUESTIONS, PERCENT_QUESTIONS, POWER_QUESTIONS } from './questions-arithmetic.ts';
import { finalizeTopic, type QuestionDraft, type SeedQuestion } from './questions-builder.ts';
import { CELL_QUESTIONS, PERIODIC_TABLE_QUESTIONS } from './questions-chemistry-biology.ts';
import { ENGLISH_QUESTIONS, HISTORY_QUESTIONS } from './questions-english-history.ts';
import { ARABIC_QUESTIONS, LITERARY_DEVICE_QUESTIONS } from './questions-literature-arabic.ts';
import { ELECTRIC_QUESTIONS, KINEMATICS_QUESTIONS, MOLE_QUESTIONS } from './questions-physics-chemistry.ts';
import { TOPIC_CATALOGUE, type TopicSlug } from './topics-catalogue.ts';

export type { Difficulty, SeedQuestion } from './questions-builder.ts';

const DRAFTS_BY_TOPIC: Record<TopicSlug, readonly QuestionDraft[]> = {
  fractions: FRACTION_QUESTIONS,
  'powers-and-roots': POWER_QUESTIONS,
  'percent-and-ratio': PERCENT_QUESTIONS,
  'area-and-perimeter': AREA_QUESTIONS,
  'quadratic-equations': QUADRATIC_QUESTIONS,
  kinematics: KINEMATICS_QUESTIONS,
  'electric-current': ELECTRIC_QUESTIONS,
  'mole-and-mass': MOLE_QUESTIONS,
  'periodic-table': PERIODIC_TABLE_QUESTIONS,
  'cell-biology': CELL_QUESTIONS,
  'literary-devices': LITERARY_DEVICE_QUESTIONS,
  'arabic-grammar': ARABIC_QUESTIONS,
  'english-grammar': ENGLISH_QUESTIONS,
  'iran-history': HISTORY_QUESTIONS,
};

/**
 * The question bank: every topic's questions with public codes (Q1001…),
 * option ids and worked solutions, in catalogue order. Quizzes are built
 * from these same questions, as a real question bank feeds its quizzes.
 */
export const QUESTION_BANK: readonly SeedQuestion[] = TOPIC_CATALOGUE.flatMap((topic) =>
  finalizeTopic(topic.slug, topic.first_id, DRAFTS_BY_TOPIC[topic.slug]),
);

const BY_CODE = new Map(QUESTION_BANK.map((question) => [question.code.toUpperCase(), question]));
const BY_ID = new Map(QUESTION_BANK.map((question) => [question.id, question]));

/** A question by its public code (case-insensitive), or undefined. */
export function questionByCode(code: string): SeedQuestion | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** A question by its id, or undefined. */
export function questionById(id: number): SeedQuestion | undefined {
  return BY_ID.get(id);
}

/** The questions of one topic, in bank order. */
export function questionsOfTopic(slug: string): SeedQuestion[] {
  return QUESTION_BANK.filter((question) => question.topic_slug === slug);
}
