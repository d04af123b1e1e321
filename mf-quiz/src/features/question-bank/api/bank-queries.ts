import { questionBankQuery, type QuestionDifficulty } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Questions per page of the bank. */
export const QUESTIONS_PER_PAGE = 10;

/** A page of the question bank (by topic and difficulty); the current page stays while the next loads. */
export function bankPageQuery(topic: string | undefined, difficulty: QuestionDifficulty | undefined, page: number) {
  return queryOptions({
    ...questionBankQuery({ topic, difficulty, page, per_page: QUESTIONS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}
