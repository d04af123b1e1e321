import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { featuredQuizzesQuery } from '../api/quiz-queries.ts';
import { QuizCardItem } from './QuizCardItem.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

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
      <Grid aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton height={260} />
          </li>
        ))}
      </Grid>
    );
  }
  if (query.data.data.length === 0) return <EmptyState headingLevel={3} title="هنوز آزمون تمرینی منتشر نشده است" />;
  return (
    <Grid>
      {query.data.data.map((quiz) => (
        <li key={quiz.id}>
          <QuizCardItem quiz={quiz} headingLevel={3} />
        </li>
      ))}
    </Grid>
  );
}
