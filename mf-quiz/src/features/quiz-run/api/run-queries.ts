import { currentQuizRunQuery, quizInfoQuery, quizRunQuestionQuery } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The reader's run in progress of a quiz, or null. Not asked again on focus:
 * a run page in the background must not jump when the student returns.
 */
export function currentRunQuery(quizCode: string) {
  return queryOptions({ ...currentQuizRunQuery(quizCode), refetchOnWindowFocus: false });
}

/**
 * One question of a run. Opening it also tells the server where the reader
 * is (for resuming), so questions are never prefetched nor asked again on
 * focus. The previous question stays on screen while the next loads.
 */
export function runQuestionQuery(runId: number, index: number) {
  return queryOptions({
    ...quizRunQuestionQuery(runId, index),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/** A quiz's title, slug and rules for the run page, which does not need them afresh (the run says where it is). */
export function runQuizInfoQuery(quizCode: string) {
  return queryOptions({ ...quizInfoQuery(quizCode), staleTime: 5 * 60_000 });
}
