import { NotFoundError, quizListQuery, type QuizCard, type QuizList } from '@shared/api-client';
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
export function quizCatalogueQuery({ search, grade, subject, page }: QuizListFilters) {
  return queryOptions({
    ...quizListQuery({
      search: search || undefined,
      grade: grade || undefined,
      subject: subject || undefined,
      page,
      per_page: QUIZZES_PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A few quizzes for another page to suggest (the exam landing). */
export function featuredQuizzesQuery(count: number) {
  return quizListQuery({ page: 1, per_page: count });
}

/**
 * The quiz of a slug (or code) among a list's cards; none is a 404. The
 * route module checks the guest's card with it too, so the server answers 404.
 */
export function cardOf(list: QuizList, slug: string): QuizCard {
  const card = list.data.find((quiz) => quiz.slug === slug || quiz.code.toLowerCase() === slug.toLowerCase());
  if (!card) throw new NotFoundError();
  return card;
}

/**
 * A quiz's card for a guest: getQuizInfo needs login, so the card is found
 * through the public list, whose search matches slugs.
 */
export function quizCardQuery(slug: string) {
  return queryOptions({
    ...quizListQuery({ search: slug, per_page: 50 }),
    select: (list: QuizList) => cardOf(list, slug),
  });
}
