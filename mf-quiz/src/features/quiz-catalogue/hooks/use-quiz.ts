import { quizInfoQuery, useSession } from '@shared/api-client';
import { isNotFoundError } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { quizCardQuery } from '../api/quiz-queries.ts';

/**
 * A quiz by slug: its full info for a member (getQuizInfo needs login), its
 * public card for a guest. An unknown quiz is thrown to the 404 page.
 */
export function useQuiz(slug: string) {
  const session = useSession();
  const info = useQuery({ ...quizInfoQuery(slug), enabled: session === 'in' });
  const card = useQuery({ ...quizCardQuery(slug), enabled: session === 'out' });
  const active = session === 'in' ? info : card;
  if (active.error && isNotFoundError(active.error)) throw active.error;
  return {
    session,
    info: session === 'in' ? info.data : undefined,
    quiz: session === 'in' ? info.data : session === 'out' ? card.data : undefined,
    error: session === 'pending' ? null : active.error,
    retry: () => void active.refetch(),
    retrying: active.isFetching,
  };
}
