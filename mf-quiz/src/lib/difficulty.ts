import type { QuestionDifficulty } from '@shared/api-client';

/** How hard a question is, as pages say it. */
export const DIFFICULTY_LABEL: Record<QuestionDifficulty, string> = {
  easy: 'آسان',
  medium: 'متوسط',
  hard: 'دشوار',
};

/** The difficulty named in the address, if it is one. */
export function difficultyOf(value: string | null): QuestionDifficulty | undefined {
  return value === 'easy' || value === 'medium' || value === 'hard' ? value : undefined;
}
