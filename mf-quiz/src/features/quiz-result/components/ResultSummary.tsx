import type { QuizResult } from '@shared/api-client';
import { formatDuration, formatNumber, formatScorePercent } from '@shared/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link.ts';
import { quizPaths } from '../../../lib/paths.ts';
import { StatGrid } from './StatGrid.tsx';

const Score = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(5)};

  & strong {
    font-size: 3rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primary};
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/**
 * The figures of a finished run: its percentage (the share of correct answers, the one figure every page
 * shows for a run), the counts and the time spent.
 */
export function ResultSummary({ result, fullHref }: { result: QuizResult; fullHref: string }) {
  return (
    <>
      <Score>
        <strong>{formatScorePercent(result.percent)}</strong>
        <span>
          {formatNumber(result.correct_count)} پاسخ درست از {formatNumber(result.question_count)} سؤال
        </span>
      </Score>
      <StatGrid
        stats={[
          { label: 'پاسخ درست', value: formatNumber(result.correct_count), tone: 'success' },
          { label: 'پاسخ نادرست', value: formatNumber(result.wrong_count), tone: 'danger' },
          { label: 'بی‌پاسخ', value: formatNumber(result.blank_count) },
          { label: 'درصد با نمرهٔ منفی', value: formatScorePercent(result.percent_with_penalty) },
          { label: 'نمره', value: `${formatNumber(result.score)} از ${formatNumber(result.max_score)}` },
          { label: 'زمان صرف‌شده', value: <span dir="ltr">{formatDuration(result.time_spent_seconds)}</span> },
        ]}
      />
      <Actions>
        <ButtonLink to={fullHref}>پاسخ‌نامه و پاسخ‌های تشریحی</ButtonLink>
        <ButtonLink $variant="secondary" to={quizPaths.start(result.quiz.slug)}>
          شرکت دوباره در آزمون
        </ButtonLink>
        <ButtonLink $variant="secondary" to={quizPaths.list()}>
          آزمون‌های دیگر
        </ButtonLink>
      </Actions>
    </>
  );
}
