import styled from 'styled-components';
import type { DehkhodaStats } from '@shared/api-client';
import { formatNumber, Link } from '@shared/ui';
import { entryPath } from '../../../lib/paths.ts';
import { letterSummary, partsSummary } from '../utils/summaries.ts';
import { BarChart } from './BarChart.tsx';
import { StatsTotals } from './StatsTotals.tsx';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  max-inline-size: 760px;
`;

/** The statistics of the dictionary: totals, then entries per letter and per part of speech. */
export function StatsView({ stats }: { stats: DehkhodaStats }) {
  const letters = stats.letters.map(({ letter, count }) => ({ label: letter, value: count }));
  const parts = stats.parts_of_speech.map(({ part_of_speech, count }) => ({ label: part_of_speech, value: count }));
  return (
    <Column>
      <StatsTotals stats={stats} />
      <Charts>
        <BarChart title="شمار مدخل‌ها در هر حرف" summary={letterSummary(letters)} bars={letters} labelHeader="حرف" />
        {parts.length > 0 && (
          <BarChart
            title="شمار مدخل‌ها در هر نوع واژه"
            summary={partsSummary(parts)}
            bars={parts}
            labelHeader="نوع واژه"
            labelWidth={22}
          />
        )}
      </Charts>
      {stats.longest_headword && (
        <p>
          بلندترین سرواژه:{' '}
          <Link to={entryPath(stats.longest_headword)}>
            <bdi>{stats.longest_headword.title}</bdi>
          </Link>{' '}
          با {formatNumber(stats.longest_headword.length)} حرف.
        </p>
      )}
    </Column>
  );
}
