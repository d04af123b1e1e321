import { searchQuestionBank, searchTopics, type QuestionDifficulty } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Questions per page of the bank. */
export const QUESTIONS_PER_PAGE = 10;

/** A page of the question bank (by topic and difficulty) with every topic. */
export function bankPageQuery(topic: string | undefined, difficulty: QuestionDifficulty | undefined, page: number) {
  return queryOptions({
    queryKey: ['question-bank', topic ?? '', difficulty ?? '', page],
    queryFn: () => searchQuestionBank({ topic, difficulty, page, per_page: QUESTIONS_PER_PAGE }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Topics matching a search (front/search/topics; bearer, so members only). */
export function topicSearchQuery(search: string) {
  return queryOptions({
    queryKey: ['question-bank', 'topics', search],
    queryFn: () => searchTopics(search),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
