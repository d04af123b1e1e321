import { EmptyState, ErrorState, formatNumber, Pagination, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';
import { quizListQuery } from '../api/quiz-queries.ts';
import { QuizCardItem } from './QuizCardItem.tsx';

const Grid = styled.ul<{ $stale?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};

  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Props of {@link QuizCatalogue}. */
export interface QuizCatalogueProps {
  search: string;
  page: number;
}

/** A page of quiz cards for a search: skeletons, nothing found, a failure with retry, or the cards and the pages. */
export function QuizCatalogue({ search, page }: QuizCatalogueProps) {
  const query = useQuery(quizListQuery(search, page));
  const list = query.data;

  if (query.error && !list) {
    return (
      <ErrorState
        message="فهرست آزمون‌ها بارگذاری نشد. اتصال اینترنت را بررسی کنید."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!list) {
    return (
      <Grid aria-busy="true" aria-label="در حال بارگذاری آزمون‌ها">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton height={280} />
          </li>
        ))}
      </Grid>
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={search ? 'آزمونی با این جست‌وجو پیدا نشد' : 'هنوز آزمونی منتشر نشده است'}
        text={search ? 'واژهٔ دیگری را امتحان کنید، مثلاً نام درس یا پایه.' : undefined}
      />
    );
  }
  return (
    <Region aria-busy={query.isPlaceholderData || undefined}>
      <div>
        <Count role="status">{formatNumber(list.meta.total)} آزمون</Count>
        <Grid $stale={query.isPlaceholderData}>
          {list.data.map((quiz) => (
            <li key={quiz.id}>
              <QuizCardItem quiz={quiz} />
            </li>
          ))}
        </Grid>
      </div>
      <Pagination
        page={list.meta.current_page}
        pageCount={list.meta.last_page}
        hrefFor={(target) => quizPaths.list({ search, page: target })}
      />
    </Region>
  );
}
