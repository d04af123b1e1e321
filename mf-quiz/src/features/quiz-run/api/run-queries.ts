import { checkCurrentQuizRun, getQuizInfo, getQuizRunQuestion } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query keys of runs: everything of one run sits under `['quiz-run', runId]`. */
export const runKeys = {
  current: (quizCode: string) => ['quiz-run', 'current', quizCode.toLowerCase()] as const,
  questions: (runId: number) => ['quiz-run', runId, 'question'] as const,
  question: (runId: number, index: number) => ['quiz-run', runId, 'question', index] as const,
  info: (quizCode: string) => ['quiz', 'info', quizCode.toLowerCase()] as const,
};

/** The reader's run in progress of a quiz, or null. Always asked afresh: it is what resuming relies on. */
export function currentRunQuery(quizCode: string) {
  return queryOptions({
    queryKey: runKeys.current(quizCode),
    queryFn: () => checkCurrentQuizRun({ quiz_code: quizCode }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * One question of a run. Opening it also tells the server where the reader
 * is (for resuming), so questions are never prefetched. The previous
 * question stays on screen while the next loads.
 */
export function runQuestionQuery(runId: number, index: number) {
  return queryOptions({
    queryKey: runKeys.question(runId, index),
    queryFn: () => getQuizRunQuestion({ run_id: runId, index }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** A quiz's title, slug and rules (login required). */
export function quizInfoQuery(quizCode: string) {
  return queryOptions({
    queryKey: runKeys.info(quizCode),
    queryFn: () => getQuizInfo(quizCode),
    staleTime: 5 * 60_000,
  });
}
