import { useFinishedQuizRuns, useOwnReportCard } from '../../report-card/index.ts';
import { quizHistory, type TakenQuiz } from '../utils/quiz-history.ts';

/** Every quiz the student took (see {@link quizHistory}), with the states of the two answers it is built from. */
export interface QuizHistoryState {
  /** Undefined while loading or after a failure. */
  history: TakenQuiz[] | undefined;
  waiting: boolean;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

/**
 * The one list of quizzes taken that the test archive, the event archive and
 * the dashboard all read: finished quiz runs and report-card quizzes, newest
 * first, so the three pages never disagree.
 */
export function useQuizHistory(): QuizHistoryState {
  const card = useOwnReportCard();
  const runs = useFinishedQuizRuns();
  const failed = card.query.isError || runs.query.isError;
  return {
    history: card.query.data && runs.query.data ? quizHistory(card.query.data.data, runs.query.data.data) : undefined,
    waiting: card.waiting || runs.waiting,
    failed,
    retry: () => {
      if (card.query.isError) void card.query.refetch();
      if (runs.query.isError) void runs.query.refetch();
    },
    retrying: card.query.isFetching || runs.query.isFetching,
  };
}
