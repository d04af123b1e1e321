import type { QuizList } from '@shared/api-client';
import { CardGrid, EmptyState, QueryState, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { featuredQuizzesQuery } from '../api/quiz-queries.ts';
import { QuizCardItem } from './QuizCardItem.tsx';

/** The loaded quizzes as cards, or a word that there are none yet. */
function FeaturedCards({ list }: { list: QuizList }) {
  if (list.data.length === 0) return <EmptyState headingLevel={3} title="هنوز آزمون تمرینی منتشر نشده است" />;
  return (
    <CardGrid minCardWidth="16rem">
      {list.data.map((quiz) => (
        <li key={quiz.id}>
          <QuizCardItem quiz={quiz} headingLevel={3} />
        </li>
      ))}
    </CardGrid>
  );
}

/** A few quizzes to try, for another page (the exam landing); with its own loading, empty and error states. */
export function FeaturedQuizzes({ count }: { count: number }) {
  const query = useQuery(featuredQuizzesQuery(count));
  return (
    <QueryState
      query={query}
      pending={
        <CardGrid minCardWidth="16rem" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton height={260} />
            </li>
          ))}
        </CardGrid>
      }
      failure={{ headingLevel: 3, message: 'آزمون‌ها بارگذاری نشدند.' }}
    >
      {(list) => <FeaturedCards list={list} />}
    </QueryState>
  );
}
