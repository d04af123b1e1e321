import styled from 'styled-components';
import type { DehkhodaStats } from '@shared/api-client';
import { formatNumber, Link, listReset } from '@shared/ui';
import { entryPath, letterPath } from '../../../lib/paths.ts';
import { letterSummary, partsSummary } from '../utils/summaries.ts';
import { StatsChart } from './StatsChart.tsx';
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

/** The letters as links to their entries: a large touch target each, in alphabet order. */
const Letters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 44px;
    min-block-size: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The statistics of the dictionary: totals, entries per letter (each letter opening its entries) and per part of speech. */
export function StatsView({ stats }: { stats: DehkhodaStats }) {
  const letters = stats.letters.map(({ letter, count }) => ({ label: letter, value: count }));
  const parts = stats.parts_of_speech.map(({ part_of_speech, count }) => ({ label: part_of_speech, value: count }));
  return (
    <Column>
      <StatsTotals stats={stats} />
      <Charts>
        <StatsChart title="شمار مدخل‌ها در هر حرف" summary={letterSummary(letters)} bars={letters} labelHeader="حرف" />
        {parts.length > 0 && (
          <StatsChart
            title="شمار مدخل‌ها در هر نوع واژه"
            summary={partsSummary(parts)}
            bars={parts}
            labelHeader="نوع واژه"
            labelWidth={22}
          />
        )}
      </Charts>
      <nav aria-label="مدخل‌های هر حرف">
        <Letters>
          {stats.letters
            .filter(({ count }) => count > 0)
            .map(({ letter, count }) => (
              <li key={letter}>
                <Link to={letterPath(letter)} aria-label={`حرف «${letter}»، ${formatNumber(count)} مدخل`}>
                  {letter}
                </Link>
              </li>
            ))}
        </Letters>
      </nav>
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
