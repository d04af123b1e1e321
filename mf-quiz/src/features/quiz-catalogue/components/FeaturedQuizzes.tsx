import { CardGrid, EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { featuredQuizzesQuery } from '../api/quiz-queries.ts';
import { QuizCardItem } from './QuizCardItem.tsx';

/** A few quizzes to try, for another page (the exam landing); with its own loading, empty and error states. */
export function FeaturedQuizzes({ count = 6 }: { count?: number }) {
  const query = useQuery(featuredQuizzesQuery(count));
  if (query.error) {
    return (
      <ErrorState
        headingLevel={3}
        message="آزمون‌ها بارگذاری نشدند."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <CardGrid minCardWidth="16rem" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton height={260} />
          </li>
        ))}
      </CardGrid>
    );
  }
  if (query.data.data.length === 0) return <EmptyState headingLevel={3} title="هنوز آزمون تمرینی منتشر نشده است" />;
  return (
    <CardGrid minCardWidth="16rem">
      {query.data.data.map((quiz) => (
        <li key={quiz.id}>
          <QuizCardItem quiz={quiz} headingLevel={3} />
        </li>
      ))}
    </CardGrid>
  );
}
