import type { QuizQuestionOutcome } from '@shared/api-client';

/** How each outcome is named on the result pages. */
export const OUTCOME_LABEL: Record<QuizQuestionOutcome, string> = {
  correct: 'درست',
  wrong: 'نادرست',
  blank: 'بی‌پاسخ',
};
