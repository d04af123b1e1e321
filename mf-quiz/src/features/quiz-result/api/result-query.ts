import { getQuizRunResult } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** A finished run's result; it never changes, so it is read once per visit. */
export function runResultQuery(runId: number) {
  return queryOptions({
    queryKey: ['quiz-result', runId],
    queryFn: () => getQuizRunResult({ run_id: runId }),
    staleTime: Infinity,
  });
}
