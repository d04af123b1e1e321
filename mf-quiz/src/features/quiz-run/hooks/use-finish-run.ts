import { currentQuizRunQuery, finishQuizRun, quizKeys } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@shared/router';
import { quizPaths } from '../../../lib/paths.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { clearRun, pendingOfRun } from '../api/pending-answers.ts';
import { clearReviewMarks } from './use-review-marks.ts';
import type { LostPick } from '../../quiz-result/index.ts';

/** Finishing waits for every kept answer; this says some could not be sent. */
export class UnsentAnswersError extends Error {
  constructor() {
    super('Some answers are not sent yet');
    this.name = 'UnsentAnswersError';
  }
}

/** Why a pick still kept in the browser when the run ends could not count. */
const NEVER_ARRIVED = 'این پاسخ به سرور نرسید.';

/** Options of {@link useFinishRun}. */
export interface FinishRunOptions {
  runId: number;
  quizCode: string;
  /** Sends the kept answers; true when none is left. */
  flush: () => Promise<boolean>;
  /** Picks the server refused because the run had ended: question id → reason. */
  lost: () => ReadonlyMap<number, string>;
  /** A question's place in the run (from 1), to name a lost pick. */
  positionOf: (questionId: number) => number | undefined;
  /** Called just before the page leaves for the result (so a leave guard lets it go). */
  beforeLeave?: () => void;
}

/** The state the result page reads: why the run ended, in the server's words, and the picks that did not count. */
export interface FinishedState {
  finishedMessage?: string;
  lostPicks?: LostPick[];
}

/** What finishing is waiting for: nothing, or the connection (for the student's finish, or the run's end). */
type Waiting = null | 'finish' | 'end';

/**
 * Finishing a run: the kept answers go first (a run is never finished over
 * an unsent answer), then finish-quiz, then the result page. The profile
 * hears of it on the bus. When the run ends (the clock reached zero, or the
 * server says it is over) every kept pick is still sent, since one made
 * before the end counts for a while after it; the result page then names any
 * that did not count. Offline, finishing waits for the connection instead of
 * spinning, and goes on by itself when it is back.
 */
export function useFinishRun({ runId, quizCode, flush, lost, positionOf, beforeLeave }: FinishRunOptions) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const leftRef = useRef(false);
  const [waiting, setWaiting] = useState<Waiting>(null);
  const [ended, setEnded] = useState(false);

  const leave = useCallback(
    (message: string | undefined) => {
      if (leftRef.current) return;
      leftRef.current = true;
      const lostPicks = new Map(lost());
      // Anything still kept could not be sent before the run closed: it is named too, never dropped unsaid.
      for (const questionId of pendingOfRun(runId).keys()) {
        if (!lostPicks.has(questionId)) lostPicks.set(questionId, NEVER_ARRIVED);
      }
      clearRun(runId);
      clearReviewMarks(runId);
      bus.emit('quiz:attempt:finished', { quizCode, runId });
      client.removeQueries({ queryKey: quizKeys.run(runId) });
      void client.invalidateQueries({ queryKey: currentQuizRunQuery(quizCode).queryKey });
      // Every cached info of the quiz (by code and by slug) now lists this run among the finished ones.
      void client.invalidateQueries({ queryKey: quizKeys.info });
      const state: FinishedState = {
        finishedMessage: message,
        lostPicks: [...lostPicks]
          .flatMap(([questionId, reason]) => {
            const position = positionOf(questionId);
            return position === undefined ? [] : [{ position, reason }];
          })
          .sort((a, b) => a.position - b.position),
      };
      beforeLeave?.();
      void navigate(quizPaths.runResult(quizCode, runId), { replace: true, state });
    },
    [beforeLeave, client, lost, navigate, positionOf, quizCode, runId],
  );

  const mutation = useMutation({
    // Never paused by the query library while offline (a spinner with no end): offline is handled here.
    networkMode: 'always',
    mutationFn: async ({ requireAllSent }: { requireAllSent: boolean }) => {
      const allSent = await flush();
      if (!allSent && requireAllSent) throw new UnsentAnswersError();
      return finishQuizRun({ run_id: runId });
    },
    onSuccess: (result) => leave(result.message),
  });
  const { mutate, isPending, reset } = mutation;

  const start = useCallback(
    (kind: 'finish' | 'end') => {
      if (leftRef.current || isPending) return;
      if (!navigator.onLine) {
        setWaiting(kind);
        return;
      }
      setWaiting(null);
      mutate({ requireAllSent: kind === 'finish' });
    },
    [isPending, mutate],
  );

  // Back online: what was waiting goes now.
  useEffect(() => {
    if (online && waiting) start(waiting);
  }, [online, start, waiting]);

  const end = useCallback(() => {
    setEnded(true);
    start('end');
  }, [start]);

  return {
    /** Finishes on the student's confirmation; refuses while an answer is unsent; offline, waits for the connection. */
    finish: () => start('finish'),
    /** The run ended (its clock reached zero): whatever was picked is sent (now, or when back online), then the result. */
    finishOnTime: end,
    /** The server ended the run already: the kept picks are still sent (one made before the end may count), then the result. */
    closed: end,
    /** The run's end is being handled (the clock or the server ended it). */
    ended,
    /** Finishing waits for the connection to come back. */
    waitingForConnection: waiting !== null,
    finishing: isPending,
    error: mutation.error,
    /** Forgets a failure, and a finish that waited for the connection (the student chose to go on). */
    reset: () => {
      if (waiting === 'finish') setWaiting(null);
      reset();
    },
  };
}
