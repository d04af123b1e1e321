import { getQuizInfo, getQuizList, NotFoundError, type QuizCard } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Quizzes per page of the list. */
export const QUIZZES_PER_PAGE = 12;

/** What the `/quiz` list shows: words to search, a grade and a subject slug (empty for all), and the page. */
export interface QuizListFilters {
  search: string;
  grade: string;
  subject: string;
  page: number;
}

/** One page of the quiz list for a search and its filters; the current page stays while the next loads. */
export function quizListQuery({ search, grade, subject, page }: QuizListFilters) {
  return queryOptions({
    queryKey: ['quiz', 'list', search, grade, subject, page],
    queryFn: () =>
      getQuizList({
        search: search || undefined,
        grade: grade || undefined,
        subject: subject || undefined,
        page,
        per_page: QUIZZES_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** A few quizzes for another page to suggest (the exam landing). */
export function featuredQuizzesQuery(count: number) {
  return queryOptions({
    queryKey: ['quiz', 'list', '', '', '', 1, count],
    queryFn: () => getQuizList({ page: 1, per_page: count }),
    staleTime: 5 * 60_000,
  });
}

/** A quiz's page for a member: its rules and whether a run is in progress. */
export function quizInfoQuery(codeOrSlug: string) {
  return queryOptions({
    queryKey: ['quiz', 'info', codeOrSlug.toLowerCase()],
    queryFn: () => getQuizInfo(codeOrSlug),
    staleTime: 0,
  });
}

/**
 * A quiz's card for a guest: getQuizInfo needs login, so the card is found
 * through the public list, whose search matches slugs. None is a 404.
 */
export function quizCardQuery(slug: string) {
  return queryOptions({
    queryKey: ['quiz', 'card', slug.toLowerCase()],
    queryFn: async (): Promise<QuizCard> => {
      const { data } = await getQuizList({ search: slug, per_page: 50 });
      const card = data.find((quiz) => quiz.slug === slug || quiz.code.toLowerCase() === slug.toLowerCase());
      if (!card) throw new NotFoundError();
      return card;
    },
    staleTime: 5 * 60_000,
  });
}
