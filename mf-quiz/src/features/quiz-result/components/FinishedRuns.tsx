import type { FinishedQuizRun } from '@shared/api-client';
import { formatDate, formatScorePercent, Link } from '@shared/ui';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(6)};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Props of {@link FinishedRuns}. */
export interface FinishedRunsProps {
  slug: string;
  runs: readonly FinishedQuizRun[];
  /** The run on screen, marked in the list. */
  current: number;
}

/** Every run of this quiz the student finished, newest first, each opening its result. */
export function FinishedRuns({ slug, runs, current }: FinishedRunsProps) {
  if (runs.length < 2) return null;
  return (
    <Section aria-labelledby="quiz-finished-runs">
      <h2 id="quiz-finished-runs">آزمون‌های پیشین شما</h2>
      <ol>
        {runs.map((run) => (
          <li key={run.id}>
            <Link to={quizPaths.quizResult(slug, run.id)} aria-current={run.id === current ? 'page' : undefined}>
              {formatDate(run.finished_at, { dateStyle: 'medium', timeStyle: 'short' })}:{' '}
              {formatScorePercent(run.percent)}
            </Link>
          </li>
        ))}
      </ol>
    </Section>
  );
}
