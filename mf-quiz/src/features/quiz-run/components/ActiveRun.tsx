import { ValidationError, type QuizInfo, type QuizRun } from '@shared/api-client';
import { ErrorState, isNotFoundError, LayoutSlot, media, useFocusMode } from '@shared/ui';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runQuestionQuery } from '../api/run-queries.ts';
import { useAnswerSender } from '../hooks/use-answer-sender.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useFinishRun } from '../hooks/use-finish-run.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useReviewMarks } from '../hooks/use-review-marks.ts';
import { useQuestionIndex } from '../hooks/use-question-index.ts';
import { Countdown } from './Countdown.tsx';
import { FinishDialog } from './FinishDialog.tsx';
import { LeaveRunDialog } from './LeaveRunDialog.tsx';
import type { NavigatorCell } from './navigator-cell.ts';
import { QuestionPanel } from './QuestionPanel.tsx';
import { CLOCK_BAR_ROOM, RunHeader } from './RunHeader.tsx';
import { RunSidebar } from './RunSidebar.tsx';
import { RunSkeleton } from './RunSkeleton.tsx';
import { TimeUpNotice } from './TimeUpNotice.tsx';

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
 * keeps them in the browser until the server confirms them.
 */
export function ActiveRun({ quizCode, run, readAt, info }: ActiveRunProps) {
  useFocusMode();
  const [index, show] = useQuestionIndex(run.question_count, run.current_index);
  const questionQuery = useQuery(runQuestionQuery(run.id, index));
  const flushRef = useRef<() => Promise<boolean>>(async () => true);
  const flush = useCallback(() => flushRef.current(), []);
  // Finishing leaves for the result without the leave guard's question.
  const allowLeaveRef = useRef(false);
  const allowLeave = useCallback(() => {
    allowLeaveRef.current = true;
  }, []);
  const finish = useFinishRun({ runId: run.id, quizCode, flush, beforeLeave: allowLeave });
  const leaveBlocker = useLeaveGuard(allowLeaveRef);
  const review = useReviewMarks(run.id);
  const sender = useAnswerSender({ runId: run.id, onRunClosed: finish.closed });
  useEffect(() => {
    flushRef.current = sender.flush;
  }, [sender.flush]);

  const [drafts, setDrafts] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);

  const deadline = run.remaining_seconds === null ? null : readAt + run.remaining_seconds * 1000;
  const secondsLeft = useCountdown(deadline, finish.finishOnTime);

  const data = questionQuery.data;
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
  // The server ended the run already (its clock ran out): on to the result.
  const closedReason =
    (error instanceof ValidationError ? error.fields.run_id : undefined) ??
    (questionQuery.data?.run.status === 'finished' ? 'این آزمون به پایان رسیده است.' : undefined);
  const { closed } = finish;
  useEffect(() => {
    if (closedReason) closed(closedReason);
  }, [closedReason, closed]);

  if (error && isNotFoundError(error)) throw error;
  // A question that failed to load is never hidden behind the one shown before it.
  if (!data || (error && data.index !== index)) {
    if (!error) return <RunSkeleton />;
    return (
      <ErrorState
        message="سؤال بارگذاری نشد. اتصال اینترنت را بررسی کنید."
        onRetry={() => void questionQuery.refetch()}
        retrying={questionQuery.isFetching}
      />
    );
  }

  const questionId = data.question.id;
  const selected = drafts.get(questionId) ?? sender.pending.get(questionId) ?? data.chosen_option_id;
  const answered = cells.filter((cell) => cell.state !== 'unanswered').length;
  const timeUp = secondsLeft === 0;

  // Choosing is answering: the option is kept in the browser at once and sent (once however often it is
  // chosen again), so moving on, reloading or the clock running out never loses it. The draft only keeps
  // the choice on screen when the browser cannot store it.
  const choose = (optionId: number) => {
    setDrafts((current) => new Map(current).set(questionId, optionId));
    void sender.submit(questionId, optionId, optionId === data.chosen_option_id);
  };

  const submit = async () => {
    if (selected === null) return;
    const shownIndex = data.index;
    const sent = await sender.submit(questionId, selected, selected === data.chosen_option_id);
    if (!sent) return;
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
      {timeUp && (
        <TimeUpNotice failed={finish.error !== null} onRetry={finish.finishOnTime} retrying={finish.finishing} />
      )}
      <QuestionPanel
        data={data}
        stale={questionQuery.isPlaceholderData || timeUp}
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
      <LayoutSlot name="sidebar">
        <RunSidebar cells={cells} current={index} onSelect={move} onFinish={() => setDialogOpen(true)} />
      </LayoutSlot>
      <FinishDialog
        open={dialogOpen && !timeUp}
        onClose={() => {
          setDialogOpen(false);
          finish.reset();
        }}
        onConfirm={finish.finish}
        finishing={finish.finishing}
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
