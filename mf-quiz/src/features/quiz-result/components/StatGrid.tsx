import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Tile = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

type Tone = 'plain' | 'success' | 'danger';

/** One figure of a result. */
export interface Stat {
  label: string;
  value: ReactNode;
  tone?: Tone;
}

/** A result's figures as labelled tiles (a description list, so each value is read with its label). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid>
      {stats.map((stat) => (
        <Tile key={stat.label} $tone={stat.tone ?? 'plain'}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
