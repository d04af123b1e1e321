import { ValidationError, type QuizInfo, type QuizRun } from '@shared/api-client';
import { ErrorState, isNotFoundError, LayoutSlot, media, useFocusMode } from '@shared/ui';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOnline } from '../../../lib/use-online.ts';
import { readPending } from '../api/pending-answers.ts';
import { runQuestionQuery } from '../api/run-queries.ts';
import { useAnswerSender } from '../hooks/use-answer-sender.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useFinishRun } from '../hooks/use-finish-run.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useReviewMarks } from '../hooks/use-review-marks.ts';
import { useQuestionIndex } from '../hooks/use-question-index.ts';
import { pickStamp } from '../lib/pick-stamp.ts';
import { Countdown } from './Countdown.tsx';
import { FinishDialog } from './FinishDialog.tsx';
import { LeaveRunDialog } from './LeaveRunDialog.tsx';
import type { NavigatorCell } from './navigator-cell.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import { QuestionUnavailable } from './QuestionUnavailable.tsx';
import { CLOCK_BAR_ROOM, RunHeader } from './RunHeader.tsx';
import { RunSidebar } from './RunSidebar.tsx';
import { RunSkeleton } from './RunSkeleton.tsx';
import { TimeUpNotice, type TimeUpState } from './TimeUpNotice.tsx';

/** On a phone the clock is a bar fixed at the bottom: room under the run keeps the last option clear of it. */
const RunRoot = styled.div<{ $timed: boolean }>`
  ${media.down('md')} {
    padding-block-end: ${({ $timed }) => ($timed ? CLOCK_BAR_ROOM : '0')};
  }
`;

/** Props of {@link ActiveRun}. */
export interface ActiveRunProps {
  quizCode: string;
  run: QuizRun;
  /** When the run was read (Date.now()): its remaining seconds count from then. */
  readAt: number;
  info: QuizInfo | undefined;
}

/**
 * A run in progress: one question at a time, the navigator in the quiz
 * sidebar, the clock, and finishing. Answers go through the sender, which
 * keeps them in the browser until the server confirms them. Offline, the run
 * says so and goes on with what it has: the questions already loaded, the
 * navigator and the clock stay, and a question never loaded says it will
 * come with the connection.
 */
export function ActiveRun({ quizCode, run, readAt, info }: ActiveRunProps) {
  useFocusMode();
  const online = useOnline();
  const [index, show] = useQuestionIndex(run.question_count, run.current_index);
  const questionQuery = useQuery(runQuestionQuery(run.id, index));
  // The sender is made after finishing (it reports a closed run to it): finishing reaches it through refs.
  const flushRef = useRef<() => Promise<boolean>>(async () => true);
  const flush = useCallback(() => flushRef.current(), []);
  const lostRef = useRef<() => ReadonlyMap<number, string>>(() => new Map());
  const lost = useCallback(() => lostRef.current(), []);
  // The last question the server sent: its navigator names every question's place, offline too.
  const lastDataRef = useRef(questionQuery.data);
  if (questionQuery.data) lastDataRef.current = questionQuery.data;
  const positionOf = useCallback((questionId: number) => {
    const cell = lastDataRef.current?.navigator.find((item) => item.question_id === questionId);
    return cell === undefined ? undefined : cell.index + 1;
  }, []);
  // Finishing leaves for the result without the leave guard's question.
  const allowLeaveRef = useRef(false);
  const allowLeave = useCallback(() => {
    allowLeaveRef.current = true;
  }, []);
  const finish = useFinishRun({ runId: run.id, quizCode, flush, lost, positionOf, beforeLeave: allowLeave });
  const leaveBlocker = useLeaveGuard(allowLeaveRef);
  const review = useReviewMarks(run.id);
  const sender = useAnswerSender({ runId: run.id, onRunClosed: finish.closed });
  useEffect(() => {
    flushRef.current = sender.flush;
    lostRef.current = sender.lost;
  }, [sender.flush, sender.lost]);

  const [drafts, setDrafts] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);

  const deadline = run.remaining_seconds === null ? null : readAt + run.remaining_seconds * 1000;
  const secondsLeft = useCountdown(deadline, finish.finishOnTime);

  const data = questionQuery.data ?? lastDataRef.current;
  const cells = useMemo<NavigatorCell[]>(
    () =>
      (data?.navigator ?? []).map((cell) => ({
        index: cell.index,
        questionId: cell.question_id,
        state: sender.pending.has(cell.question_id) ? 'unsent' : cell.answered ? 'answered' : 'unanswered',
        review: review.marked.has(cell.question_id),
      })),
    [data?.navigator, sender.pending, review.marked],
  );

  const move = useCallback(
    (next: number) => {
      setMoved(true);
      show(Math.max(0, Math.min(next, run.question_count - 1)));
    },
    [run.question_count, show],
  );

  const error = questionQuery.error;
  // The server ended the run already (its clock ran out): the kept picks go, then the result.
  const closedReason =
    (error instanceof ValidationError ? error.fields.run_id : undefined) ??
    (questionQuery.data?.run.status === 'finished' ? 'این آزمون به پایان رسیده است.' : undefined);
  const { closed } = finish;
  // Once: a failure to finish then shows its retry instead of trying again and again.
  const closedHandledRef = useRef(false);
  useEffect(() => {
    if (!closedReason || closedHandledRef.current) return;
    closedHandledRef.current = true;
    closed();
  }, [closedReason, closed]);

  if (error && isNotFoundError(error)) throw error;
  // Nothing loaded yet: the page waits for its first question, or says why it cannot show it.
  if (!data) {
    if (!error && online) return <RunSkeleton />;
    return (
      <ErrorState
        message={
          online
            ? 'سؤال بارگذاری نشد. اتصال اینترنت را بررسی کنید.'
            : 'اتصال اینترنت قطع است. آزمون با برگشتن اتصال نمایش داده می‌شود.'
        }
        onRetry={() => void questionQuery.refetch()}
        retrying={questionQuery.isFetching}
      />
    );
  }

  // The question asked for is on screen, or the one before it stays (greyed) while it loads; never loaded
  // and offline (the request waits for the connection) or failed, it says so and the run goes on around it.
  const shownIsAsked = data.index === index;
  const waitingOffline = questionQuery.fetchStatus === 'paused' || (!online && questionQuery.isFetching);
  const unavailable: 'offline' | 'failed' | undefined = shownIsAsked
    ? undefined
    : error
      ? 'failed'
      : waitingOffline || !online
        ? 'offline'
        : undefined;
  const questionId = data.question.id;
  const selected = drafts.get(questionId) ?? sender.pending.get(questionId) ?? data.chosen_option_id;
  const answered = cells.filter((cell) => cell.state !== 'unanswered').length;
  const timeUp = secondsLeft === 0;
  const timeUpState: TimeUpState = finish.waitingForConnection
    ? 'offline'
    : finish.error !== null
      ? 'failed'
      : 'closing';

  // Choosing is answering: the option is kept in the browser at once and sent (once however often it is
  // chosen again), so moving on, reloading or the clock running out never loses it. The draft only keeps
  // the choice on screen when the browser cannot store it.
  const choose = (optionId: number) => {
    setDrafts((current) => new Map(current).set(questionId, optionId));
    // Stamped by the countdown when picked: sent late (offline), it still says it was made in time.
    void sender.submit(questionId, optionId, optionId === data.chosen_option_id, pickStamp(deadline, run.expires_at));
  };

  const submit = async () => {
    if (selected === null) return;
    const shownIndex = data.index;
    const sent = await sender.submit(
      questionId,
      selected,
      selected === data.chosen_option_id,
      pickStamp(deadline, run.expires_at),
    );
    // Offline, a kept answer goes when the connection is back: the student goes on meanwhile.
    const keptOffline = !navigator.onLine && readPending(run.id, questionId) !== undefined;
    if (!sent && !keptOffline) return;
    setDrafts((current) => {
      const next = new Map(current);
      next.delete(questionId);
      return next;
    });
    // On to the next question, unless the student has moved elsewhere meanwhile.
    if (indexRef.current === shownIndex && shownIndex < run.question_count - 1) move(shownIndex + 1);
  };

  return (
    <RunRoot $timed={secondsLeft !== null}>
      <RunHeader
        title={info?.title ?? 'آزمون'}
        clock={secondsLeft === null ? null : <Countdown secondsLeft={secondsLeft} />}
      />
      {(timeUp || finish.ended) && (
        <TimeUpNotice state={timeUpState} onRetry={finish.finishOnTime} retrying={finish.finishing} />
      )}
      {!online && !timeUp && !finish.ended && <OfflineNotice />}
      {unavailable ? (
        <QuestionUnavailable
          index={index}
          count={run.question_count}
          reason={unavailable}
          onRetry={() => void questionQuery.refetch()}
          retrying={questionQuery.isFetching}
          onMove={move}
          onFinish={() => setDialogOpen(true)}
        />
      ) : (
        <QuestionPanel
          data={data}
          stale={!shownIsAsked || timeUp || finish.ended}
          selected={selected}
          onSelect={choose}
          state={sender.states.get(questionId)}
          unsent={sender.pending.has(questionId)}
          onSubmit={() => void submit()}
          onMove={move}
          onFinish={() => setDialogOpen(true)}
          focusOnShow={moved}
          marked={review.marked.has(questionId)}
          onToggleMark={() => review.toggle(questionId)}
        />
      )}
      <LayoutSlot name="sidebar">
        <RunSidebar cells={cells} current={index} onSelect={move} onFinish={() => setDialogOpen(true)} />
      </LayoutSlot>
      <FinishDialog
        open={dialogOpen && !timeUp && !finish.ended}
        onClose={() => {
          setDialogOpen(false);
          finish.reset();
        }}
        onConfirm={finish.finish}
        finishing={finish.finishing}
        waitingForConnection={finish.waitingForConnection}
        error={finish.error}
        total={run.question_count}
        answered={answered}
        unsent={sender.pending.size}
        review={cells.filter((cell) => cell.review).map((cell) => cell.index + 1)}
      />
      <LeaveRunDialog blocker={leaveBlocker} />
    </RunRoot>
  );
}
