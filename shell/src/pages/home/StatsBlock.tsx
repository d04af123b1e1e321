import styled from 'styled-components';
import type { HomeStat } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import { BlockHeader, BlockSection } from './block-parts.ts';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The site in numbers, in Persian digits. */
export function StatsBlock({ id, title, items }: { id: string; title: string; items: HomeStat[] }) {
  return (
    <BlockSection aria-labelledby={id}>
      <BlockHeader>
        <h2 id={id}>{title}</h2>
      </BlockHeader>
      <List>
        {items.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>
              {formatNumber(stat.value)} {stat.unit}
            </dd>
          </div>
        ))}
      </List>
    </BlockSection>
  );
}
