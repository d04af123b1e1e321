import { NotFoundError, ValidationError } from '@shared/api-client';
import { ErrorState, isNotFoundError, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { currentRunQuery, runQuizInfoQuery } from '../api/run-queries.ts';
import { ActiveRun } from './ActiveRun.tsx';
import { NoRunPanel } from './NoRunPanel.tsx';
import { RunSkeleton } from './RunSkeleton.tsx';

/**
 * The run page of a quiz: asks the server for the student's run in progress
 * (check-current-quiz), so a reload or a return resumes it; offers a new
 * start when there is none.
 */
export function RunView({ quizCode }: { quizCode: string }) {
  const runQuery = useQuery(currentRunQuery(quizCode));
  const infoQuery = useQuery(runQuizInfoQuery(quizCode));
  usePageTitle(infoQuery.data?.title);

  if (infoQuery.error && isNotFoundError(infoQuery.error)) throw infoQuery.error;
  const runError = runQuery.error;
  if (runError) {
    // An unknown quiz code is answered 422 by check-current-quiz: it is a page that does not exist.
    if (isNotFoundError(runError) || (runError instanceof ValidationError && runError.fields.quiz_code)) {
      throw new NotFoundError();
    }
    return (
      <ErrorState
        message="آزمون بارگذاری نشد. اتصال اینترنت را بررسی کنید."
        onRetry={() => void runQuery.refetch()}
        retrying={runQuery.isFetching}
      />
    );
  }
  if (runQuery.isPending) return <RunSkeleton />;
  if (runQuery.data === null) {
    // Whether the student ever finished this quiz decides what the panel says: wait for the info.
    if (infoQuery.isPending) return <RunSkeleton />;
    return <NoRunPanel quizCode={quizCode} info={infoQuery.data} />;
  }
  return (
    <ActiveRun
      key={runQuery.data.id}
      quizCode={quizCode}
      run={runQuery.data}
      readAt={runQuery.dataUpdatedAt}
      info={infoQuery.data}
    />
  );
}
