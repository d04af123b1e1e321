import styled from 'styled-components';
import type { DehkhodaStats } from '@shared/api-client';
import { formatNumber, formatPercent, ProgressBar } from '@shared/ui';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
  }
`;

const BigNumber = styled.span`
  display: block;
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The dictionary's totals as large Persian numbers; shares of all entries as bars. */
export function StatsTotals({ stats }: { stats: DehkhodaStats }) {
  const total = stats.total_entries;
  const share = (count: number) => (total > 0 ? count / total : 0);
  const average = total > 0 ? stats.total_definitions / total : 0;
  const parts = [
    { label: 'مدخل‌ها', value: stats.total_entries },
    {
      label: 'معنی‌ها',
      value: stats.total_definitions,
      note: `به‌طور میانگین ${formatNumber(average, { maximumFractionDigits: 1 })} معنی برای هر مدخل`,
    },
    {
      label: 'مدخل‌های دارای تلفظ',
      value: stats.entries_with_pronunciation,
      ratio: share(stats.entries_with_pronunciation),
    },
    {
      label: 'مدخل‌های دارای شاهد و مثال',
      value: stats.entries_with_examples,
      ratio: share(stats.entries_with_examples),
    },
  ];
  return (
    <Grid>
      {parts.map((part) => (
        <Figure key={part.label}>
          <dt>{part.label}</dt>
          <dd>
            <BigNumber>{formatNumber(part.value)}</BigNumber>
            {part.note && <Note>{part.note}</Note>}
            {part.ratio !== undefined && (
              <>
                <Note>{formatPercent(part.ratio)} از همهٔ مدخل‌ها</Note>
                <ProgressBar value={part.ratio * 100} label={`سهم ${part.label} از همهٔ مدخل‌ها`} />
              </>
            )}
          </dd>
        </Figure>
      ))}
    </Grid>
  );
}
