import type { QuizQuestionOutcome, QuizResult } from '@shared/api-client';
import { Chip, EmptyState, formatNumber, listReset } from '@shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { OUTCOME_LABEL } from './outcome.ts';
import { ResultQuestion } from './ResultQuestion.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${listReset}
`;

type Filter = 'all' | QuizQuestionOutcome;

/** Every question of a finished run with the student's answer, the correct one and its solution; filterable by outcome. */
export function FullResult({ result }: { result: QuizResult }) {
  const [filter, setFilter] = useState<Filter>('all');
  const counts: Record<Filter, number> = {
    all: result.questions.length,
    correct: result.correct_count,
    wrong: result.wrong_count,
    blank: result.blank_count,
  };
  const shown =
    filter === 'all' ? result.questions : result.questions.filter((question) => question.outcome === filter);
  return (
    <>
      <Filters role="group" aria-label="نمایش سؤال‌ها">
        {(['all', 'correct', 'wrong', 'blank'] as const).map((option) => (
          <Chip key={option} selected={filter === option} onToggle={() => setFilter(option)}>
            {option === 'all' ? 'همه' : OUTCOME_LABEL[option]} ({formatNumber(counts[option])})
          </Chip>
        ))}
      </Filters>
      {shown.length === 0 ? (
        <EmptyState title="سؤالی در این دسته نیست" headingLevel={2} />
      ) : (
        <List>
          {shown.map((question) => (
            <li key={question.id}>
              <ResultQuestion question={question} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}
