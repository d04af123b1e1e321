import { isNotFoundError } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session.ts';
import { quizCardQuery, quizInfoQuery } from '../api/quiz-queries.ts';

/**
 * A quiz by slug: its full info for a member (getQuizInfo needs login), its
 * public card for a guest. An unknown quiz is thrown to the 404 page.
 */
export function useQuiz(slug: string) {
  const session = useSession();
  const info = useQuery({ ...quizInfoQuery(slug), enabled: session === 'member' });
  const card = useQuery({ ...quizCardQuery(slug), enabled: session === 'guest' });
  const active = session === 'member' ? info : card;
  if (active.error && isNotFoundError(active.error)) throw active.error;
  return {
    session,
    info: session === 'member' ? info.data : undefined,
    quiz: session === 'member' ? info.data : session === 'guest' ? card.data : undefined,
    error: session === 'loading' ? null : active.error,
    retry: () => void active.refetch(),
    retrying: active.isFetching,
  };
}
