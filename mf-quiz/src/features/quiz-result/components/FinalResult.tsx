import type { QuizResult } from '@shared/api-client';
import { Button, formatDate, formatDuration, formatNumber, formatScorePercent } from '@shared/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link.ts';
import { quizPaths } from '../../../lib/paths.ts';
import { gradeBand } from './grade-band.ts';
import { StatGrid } from './StatGrid.tsx';

const Band = styled.section<{ $tone: 'success' | 'plain' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & strong {
    font-size: 2.5rem;
    line-height: 1.2;
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(6)};

  & h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(6)};

  @media print {
    display: none;
  }
`;

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * The final report of a run: its percentage (the same figure as the result
 * page and every list) and what it means, every figure (the percentage with
 * negative marking among them, labelled as such), when it was taken, and the
 * questions worth practising again in the question bank.
 */
export function FinalResult({ result, fullHref }: { result: QuizResult; fullHref: string }) {
  const band = gradeBand(result.percent);
  const toPractise = result.questions.filter((question) => question.outcome !== 'correct');
  return (
    <>
      <Band $tone={band.tone} aria-labelledby="quiz-final-band">
        <strong>{formatScorePercent(result.percent)}</strong>
        <div>
          <h2 id="quiz-final-band">{band.title}</h2>
          <p>{band.advice}</p>
        </div>
      </Band>
      <StatGrid
        stats={[
          { label: 'تعداد سؤال‌ها', value: formatNumber(result.question_count) },
          { label: 'پاسخ درست', value: formatNumber(result.correct_count), tone: 'success' },
          { label: 'پاسخ نادرست', value: formatNumber(result.wrong_count), tone: 'danger' },
          { label: 'بی‌پاسخ', value: formatNumber(result.blank_count) },
          { label: 'درصد با نمرهٔ منفی', value: formatScorePercent(result.percent_with_penalty) },
          { label: 'زمان صرف‌شده', value: <span dir="ltr">{formatDuration(result.time_spent_seconds)}</span> },
          { label: 'شروع', value: formatDate(result.started_at, dateTime) },
          { label: 'پایان', value: formatDate(result.finished_at, dateTime) },
        ]}
      />
      <p>
        درصد آزمون سهم پاسخ‌های درست از همهٔ سؤال‌هاست. در «درصد با نمرهٔ منفی» هر سه پاسخ نادرست اثر یک پاسخ درست را از
        بین می‌برد.
      </p>
      {toPractise.length > 0 && (
        <Section aria-labelledby="quiz-final-practise">
          <h2 id="quiz-final-practise">برای تمرین دوباره در بانک سؤال</h2>
          <ul>
            {toPractise.map((question) => (
              <li key={question.id}>
                <ButtonLink $variant="secondary" to={quizPaths.question(question.code)}>
                  سؤال {formatNumber(question.index + 1)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Actions>
        <ButtonLink to={fullHref}>پاسخ‌نامهٔ کامل</ButtonLink>
        <Button variant="secondary" onClick={() => window.print()}>
          چاپ کارنامه
        </Button>
        <ButtonLink $variant="secondary" to={quizPaths.list()}>
          آزمون‌های دیگر
        </ButtonLink>
      </Actions>
    </>
  );
}
