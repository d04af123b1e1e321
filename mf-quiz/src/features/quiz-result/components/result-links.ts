import { quizPaths } from '../../../lib/paths.ts';

/** Which of the three result views is shown. */
export type ResultMode = 'summary' | 'full' | 'final';

/** Addresses of a run's three result views. */
export interface ResultLinks {
  summary: string;
  full: string;
  final: string;
}

/**
 * The result views of a run. Reached from the run, the summary and full
 * views keep the run's address (/quiz/run/{code}/result/{id}); the final
 * result lives under the quiz (/quiz/{slug}/result/final-result?run={id}).
 */
export function resultLinks(from: 'run' | 'quiz', quiz: { code: string; slug: string }, runId: number): ResultLinks {
  return from === 'run'
    ? {
        summary: quizPaths.runResult(quiz.code, runId),
        full: quizPaths.runResultFull(quiz.code, runId),
        final: quizPaths.finalResult(quiz.slug, runId),
      }
    : {
        summary: quizPaths.quizResult(quiz.slug, runId),
        full: quizPaths.quizResultFull(quiz.slug, runId),
        final: quizPaths.finalResult(quiz.slug, runId),
      };
}
