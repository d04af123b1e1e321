import { currentQuizRunQuery, finishQuizRun, quizKeys } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from '@shared/router';
import { quizPaths } from '../../../lib/paths.ts';
import { clearRun } from '../api/pending-answers.ts';
import { clearReviewMarks } from './use-review-marks.ts';

/** Finishing waits for every kept answer; this says some could not be sent. */
export class UnsentAnswersError extends Error {
  constructor() {
    super('Some answers are not sent yet');
    this.name = 'UnsentAnswersError';
  }
}

/** Options of {@link useFinishRun}. */
export interface FinishRunOptions {
  runId: number;
  quizCode: string;
  /** Sends the kept answers; true when none is left. */
  flush: () => Promise<boolean>;
  /** Called just before the page leaves for the result (so a leave guard lets it go). */
  beforeLeave?: () => void;
}

/** The state the result page reads: why the run ended, in the server's words. */
export interface FinishedState {
  finishedMessage?: string;
}

/**
 * Finishing a run: the kept answers go first (a run is never finished over
 * an unsent answer), then finish-quiz, then the result page. The profile
 * hears of it on the bus. `closed` handles a run the server already ended
 * (its clock ran out): nothing more can be sent, so it goes to the result.
 */
export function useFinishRun({ runId, quizCode, flush, beforeLeave }: FinishRunOptions) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const leftRef = useRef(false);

  const leave = useCallback(
    (message: string | undefined) => {
      if (leftRef.current) return;
      leftRef.current = true;
      clearRun(runId);
      clearReviewMarks(runId);
      bus.emit('quiz:attempt:finished', { quizCode, runId });
      client.removeQueries({ queryKey: quizKeys.run(runId) });
      void client.invalidateQueries({ queryKey: currentQuizRunQuery(quizCode).queryKey });
      // Every cached info of the quiz (by code and by slug) now lists this run among the finished ones.
      void client.invalidateQueries({ queryKey: quizKeys.info });
      const state: FinishedState = { finishedMessage: message };
      beforeLeave?.();
      void navigate(quizPaths.runResult(quizCode, runId), { replace: true, state });
    },
    [beforeLeave, client, navigate, quizCode, runId],
  );

  const mutation = useMutation({
    mutationFn: async ({ requireAllSent }: { requireAllSent: boolean }) => {
      const allSent = await flush();
      if (!allSent && requireAllSent) throw new UnsentAnswersError();
      return finishQuizRun({ run_id: runId });
    },
    onSuccess: (result) => leave(result.message),
  });

  return {
    /** Finishes on the student's confirmation; refuses while an answer is unsent. */
    finish: () => mutation.mutate({ requireAllSent: true }),
    /** Finishes when the clock reaches zero: whatever could be sent is, then the run ends. */
    finishOnTime: () => {
      if (!mutation.isPending && !leftRef.current) mutation.mutate({ requireAllSent: false });
    },
    /** The server ended the run already. */
    closed: (message: string) => leave(message),
    finishing: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
