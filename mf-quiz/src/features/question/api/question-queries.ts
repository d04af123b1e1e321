import { fetchQuestion, getQuestionSolution } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One bank question with its options (public). */
export function questionQuery(code: string) {
  return queryOptions({
    queryKey: ['question', code.toUpperCase()],
    queryFn: () => fetchQuestion({ code }),
    staleTime: 10 * 60_000,
  });
}

/** A question's correct option and worked solution (bearer). */
export function solutionQuery(code: string) {
  return queryOptions({
    queryKey: ['question', code.toUpperCase(), 'solution'],
    queryFn: () => getQuestionSolution({ code }),
    staleTime: Infinity,
  });
}
