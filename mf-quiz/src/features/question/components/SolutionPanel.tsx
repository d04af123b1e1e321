import { questionSolutionQuery, type SessionStatus } from '@shared/api-client';
import type { QuestionDetail } from '@shared/api-client';
import { Button, ErrorState, formatNumber, LoginPrompt, SkeletonText } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MathText } from '../../../components/MathText.tsx';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & p {
    margin: 0;
    line-height: 2;
  }
`;

/** Props of {@link SolutionPanel}. */
export interface SolutionPanelProps {
  question: QuestionDetail;
  session: SessionStatus;
  onSolved: (correctId: number) => void;
}

/** The worked solution on request (get-solution, a bearer call); a guest is asked to log in. */
export function SolutionPanel({ question, session, onSolved }: SolutionPanelProps) {
  const [asked, setAsked] = useState(false);
  const query = useQuery({ ...questionSolutionQuery(question.code), enabled: asked && session === 'in' });
  const solution = query.data;
  useEffect(() => {
    if (solution) onSolved(solution.correct_option_id);
  }, [solution, onSolved]);
  const correctNumber = solution
    ? question.options.findIndex((option) => option.id === solution.correct_option_id) + 1
    : 0;

  return (
    <Panel aria-labelledby="question-solution-title">
      <h2 id="question-solution-title">پاسخ تشریحی</h2>
      {session === 'out' ? (
        <LoginPrompt>پاسخ تشریحی سؤال‌ها برای کاربران واردشده نمایش داده می‌شود.</LoginPrompt>
      ) : !asked ? (
        <div>
          <Button variant="secondary" onClick={() => setAsked(true)} disabled={session !== 'in'}>
            نمایش پاسخ تشریحی
          </Button>
        </div>
      ) : query.error ? (
        <ErrorState
          headingLevel={3}
          message="پاسخ تشریحی بارگذاری نشد."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !solution ? (
        <div aria-busy="true">
          <SkeletonText lines={3} />
        </div>
      ) : (
        <>
          {correctNumber > 0 && <p>گزینهٔ درست: گزینهٔ {formatNumber(correctNumber)}</p>}
          <MathText element="p" text={solution.solution} />
        </>
      )}
    </Panel>
  );
}
