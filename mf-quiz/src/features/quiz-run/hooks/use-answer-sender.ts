import {
  quizKeys,
  submitQuizRunAnswer,
  UnauthorizedError,
  ValidationError,
  type QuizRunQuestion,
} from '@shared/api-client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearPending, pendingOfRun, readPending, savePending } from '../api/pending-answers.ts';
import type { SendState } from './send-state.ts';

/**
 * Answers on their way, per run and question, for the whole page: a second
 * press, a remount or the `online` event while one is in flight waits for it
 * instead of sending again.
 */
const inFlight = new Map<string, { optionId: number; sent: Promise<boolean> }>();

/** Marks a question answered in every cached question of the run (the navigator and the choice). */
function markSaved(client: QueryClient, runId: number, questionId: number, optionId: number, answered: number) {
  client.setQueriesData<QuizRunQuestion>({ queryKey: quizKeys.runQuestions(runId) }, (data) =>
    data
      ? {
          ...data,
          chosen_option_id: data.question.id === questionId ? optionId : data.chosen_option_id,
          navigator: data.navigator.map((cell) =>
            cell.question_id === questionId ? { ...cell, answered: true } : cell,
          ),
          run: { ...data.run, answered_count: answered },
        }
      : data,
  );
}

/** Options of {@link useAnswerSender}. */
export interface AnswerSenderOptions {
  runId: number;
  /** The server refused an answer because the run is over; its message says why. */
  onRunClosed: (message: string) => void;
}

/** What {@link useAnswerSender} gives the run page. */
export interface AnswerSender {
  /** Answers kept in the browser and not yet confirmed: question id → option id. */
  pending: ReadonlyMap<number, number>;
  /** Where each question's last answer stands. */
  states: ReadonlyMap<number, SendState>;
  /**
   * Sends a chosen answer: kept in the browser first, then sent once however
   * often it is pressed. `alreadySaved` skips the request when the server
   * already holds this very choice; `pickedAt` (see `pickStamp`) is when it
   * was picked, kept and sent with it. Resolves true once the server has it.
   */
  submit: (questionId: number, optionId: number, alreadySaved?: boolean, pickedAt?: string) => Promise<boolean>;
  /** Sends every kept answer of the run; resolves true when none is left unsent. */
  flush: () => Promise<boolean>;
  /**
   * Picks the server refused because the run had ended (question id → its
   * reason, in the server's Persian): they cannot count, and the result page
   * names them.
   */
  lost: () => ReadonlyMap<number, string>;
}

/**
 * Sends a run's answers so that none is lost or sent twice: each is written
 * to the browser before its request and forgotten only when the server
 * confirms it. What is left (after a reload, an expired session, a lost
 * connection) is sent when the page opens, when the connection returns, and
 * when the student presses again.
 */
export function useAnswerSender({ runId, onRunClosed }: AnswerSenderOptions): AnswerSender {
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(() => pendingOfRun(runId));
  const [states, setStates] = useState<ReadonlyMap<number, SendState>>(() => new Map());
  const lostRef = useRef(new Map<number, string>());
  const closedRef = useRef(onRunClosed);
  useEffect(() => {
    closedRef.current = onRunClosed;
  }, [onRunClosed]);

  const setState = useCallback((questionId: number, state: SendState) => {
    setStates((current) => new Map(current).set(questionId, state));
  }, []);

  const send = useCallback(
    (questionId: number, chosen?: number, pickedAt?: string): Promise<boolean> => {
      const key = `${runId}:${questionId}`;
      const running = inFlight.get(key);
      if (running) return running.sent;
      // Storage may be switched off: then the answer pressed now is sent from memory.
      const answer =
        readPending(runId, questionId) ?? (chosen === undefined ? undefined : { optionId: chosen, pickedAt });
      if (!answer) return Promise.resolve(true);
      setState(questionId, { kind: 'sending' });
      const attempt = (async (): Promise<boolean> => {
        try {
          const { data } = await submitQuizRunAnswer({
            run_id: runId,
            question_id: questionId,
            option_id: answer.optionId,
            // When it was picked: a pick made before a timed run's end still counts a little after it.
            ...(answer.pickedAt ? { picked_at: answer.pickedAt } : {}),
          });
          // A newer choice made while this one travelled stays kept, to be sent next.
          if (readPending(runId, questionId)?.optionId === answer.optionId) clearPending(runId, questionId);
          markSaved(client, runId, questionId, answer.optionId, data.answered_count);
          setState(questionId, { kind: 'saved' });
          return true;
        } catch (error) {
          if (error instanceof UnauthorizedError) {
            // The shell sends the student to login; the answer waits in the browser for the return.
            setState(questionId, { kind: 'failed' });
            return false;
          }
          if (error instanceof ValidationError) {
            // The server will never take this answer: keeping it would only block finishing.
            clearPending(runId, questionId);
            if (error.fields.run_id) {
              // The run had ended and this pick cannot count: it is named to the student, never dropped unsaid.
              lostRef.current.set(questionId, error.fields.run_id);
              setState(questionId, { kind: 'refused', message: error.fields.run_id });
              closedRef.current(error.fields.run_id);
              return false;
            }
            const message = Object.values(error.fields)[0] ?? 'این پاسخ پذیرفته نشد.';
            setState(questionId, { kind: 'refused', message });
            return false;
          }
          setState(questionId, { kind: 'failed' });
          return false;
        } finally {
          inFlight.delete(key);
          setPending(pendingOfRun(runId));
        }
      })();
      inFlight.set(key, { optionId: answer.optionId, sent: attempt });
      return attempt;
    },
    [client, runId, setState],
  );

  const submit = useCallback(
    async (questionId: number, optionId: number, alreadySaved = false, pickedAt?: string): Promise<boolean> => {
      const kept = readPending(runId, questionId);
      if (alreadySaved && !kept) {
        setState(questionId, { kind: 'saved' });
        return true;
      }
      if (kept?.optionId !== optionId) {
        // Kept before the request, so nothing that follows can lose it.
        savePending({ runId, questionId, optionId, pickedAt });
        setPending(pendingOfRun(runId));
      }
      const running = inFlight.get(`${runId}:${questionId}`);
      if (running) {
        // The same answer on its way already: one request, whatever the presses.
        if (running.optionId === optionId) return running.sent;
        // Another answer goes once the one travelling is back.
        await running.sent;
      }
      return send(questionId, optionId, pickedAt);
    },
    [runId, send, setState],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    const waiting = [...pendingOfRun(runId).keys()];
    const results = await Promise.all(waiting.map((questionId) => send(questionId)));
    return results.every(Boolean) && pendingOfRun(runId).size === 0;
  }, [runId, send]);

  // What was left from before (a reload, a login) goes as soon as the run opens,
  // and again whenever the connection comes back.
  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const lost = useCallback((): ReadonlyMap<number, string> => lostRef.current, []);

  return { pending, states, submit, flush, lost };
}
