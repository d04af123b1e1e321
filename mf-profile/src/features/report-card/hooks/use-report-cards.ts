import { finishedQuizRunsQuery, reportCardQuery, sharedReportCardQuery, useSession } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { isNotFoundError, plainUserText, usePageTitle } from '@shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The student's own report card, refreshed when a quiz run finishes in
 * another tab of the site (`quiz:attempt:finished`).
 */
export function useOwnReportCard() {
  const session = useSession();
  const client = useQueryClient();
  const query = useQuery({ ...reportCardQuery(), enabled: session === 'in' });
  useEffect(
    () =>
      bus.on('quiz:attempt:finished', () => {
        void client.invalidateQueries({ queryKey: reportCardQuery().queryKey });
      }),
    [client],
  );
  return { query, waiting: session !== 'in' || query.isPending };
}

/** The quiz runs the student finished, refreshed when a run finishes in another tab of the site. */
export function useFinishedQuizRuns() {
  const session = useSession();
  const client = useQueryClient();
  const query = useQuery({ ...finishedQuizRunsQuery(), enabled: session === 'in' });
  useEffect(
    () =>
      bus.on('quiz:attempt:finished', () => {
        void client.invalidateQueries({ queryKey: finishedQuizRunsQuery().queryKey });
      }),
    [client],
  );
  return { query, waiting: session !== 'in' || query.isPending };
}

/**
 * A shared report card, readable without logging in. An unknown link (the
 * API's 404) ends on the shell's not-found page.
 */
export function useSharedReportCard(uuid: string) {
  const query = useQuery(sharedReportCardQuery(uuid));
  usePageTitle(query.data ? `کارنامهٔ ${plainUserText(query.data.data.student.fullName)}` : undefined);
  if (query.error && isNotFoundError(query.error)) throw query.error;
  return query;
}
