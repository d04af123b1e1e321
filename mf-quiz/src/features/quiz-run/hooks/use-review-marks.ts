import { useCallback, useState } from 'react';
import { isWholeNumber, readStored, removeStored, writeStored } from '../../../lib/storage.ts';

// Questions the student flagged to look at again before finishing, kept in
// the browser per run (`quiz:review:<runId>`), so a reload keeps them. They
// are the student's notes to themselves: the server never hears of them.

const keyOf = (runId: number) => `review:${runId}`;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every(isWholeNumber);
}

/** What {@link useReviewMarks} gives the run page. */
export interface ReviewMarks {
  marked: ReadonlySet<number>;
  toggle: (questionId: number) => void;
}

/** The run's "mark for review" flags, by question id. */
export function useReviewMarks(runId: number): ReviewMarks {
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set(readStored(keyOf(runId), isIdList)));
  const toggle = useCallback(
    (questionId: number) =>
      setMarked((current) => {
        const next = new Set(current);
        if (!next.delete(questionId)) next.add(questionId);
        writeStored(keyOf(runId), [...next]);
        return next;
      }),
    [runId],
  );
  return { marked, toggle };
}

/** Forgets a finished run's flags. */
export function clearReviewMarks(runId: number): void {
  removeStored(keyOf(runId));
}
