import type { QuestionDifficulty, QuestionFormResponse } from '@shared/api-client';
import { EmptyState, ErrorState, formatNumber, Pagination, Skeleton } from '@shared/ui';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';
import { QuestionCardItem } from './QuestionCardItem.tsx';

const List = styled.ul<{ $stale?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Props of {@link BankQuestions}. */
export interface BankQuestionsProps {
  page: QuestionFormResponse | undefined;
  stale: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  topic: string | undefined;
  difficulty: QuestionDifficulty | undefined;
}

/** A page of bank questions: skeletons, nothing found, a failure with retry, or the questions and the pages. */
export function BankQuestions({ page, stale, error, onRetry, retrying, topic, difficulty }: BankQuestionsProps) {
  if (error && !page) {
    return (
      <ErrorState
        message="سؤال‌ها بارگذاری نشدند. اتصال اینترنت را بررسی کنید."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!page) {
    return (
      <List aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Skeleton height={140} />
          </li>
        ))}
      </List>
    );
  }
  if (page.data.length === 0) {
    return <EmptyState title="سؤالی پیدا نشد" text="سطح دشواری یا موضوع دیگری را امتحان کنید." />;
  }
  return (
    <section aria-labelledby="question-list-title" aria-busy={stale || undefined}>
      <h2 id="question-list-title" className="visually-hidden">
        سؤال‌ها
      </h2>
      <Count role="status">{formatNumber(page.meta.total)} سؤال</Count>
      <List $stale={stale}>
        {page.data.map((question, index) => (
          <li key={question.id}>
            <QuestionCardItem
              question={question}
              position={(page.meta.current_page - 1) * page.meta.per_page + index + 1}
            />
          </li>
        ))}
      </List>
      <Pagination
        page={page.meta.current_page}
        pageCount={page.meta.last_page}
        hrefFor={(target) =>
          topic ? quizPaths.topic(topic, { page: target, difficulty }) : quizPaths.bank({ page: target, difficulty })
        }
      />
    </section>
  );
}
