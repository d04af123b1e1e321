import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@shared/router';
import { positiveIntOf } from '../../../lib/numbers.ts';

/**
 * The question on screen, kept in the address (`?question=3`, from 1): a
 * reload, or login and back through the backUrl, opens the same question.
 * Without one in the address the run resumes where the student last was.
 */
export function useQuestionIndex(count: number, resumeAt: number): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = positiveIntOf(params.get('question'), count);
  const index = (asked ?? Math.min(resumeAt + 1, count)) - 1;

  const show = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('question', String(next + 1));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (asked !== index + 1) show(index);
  }, [asked, index, show]);

  return [index, show];
}
