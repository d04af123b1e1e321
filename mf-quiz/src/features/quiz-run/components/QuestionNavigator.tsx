import { formatNumber, listReset } from '@shared/ui';
import styled, { css } from 'styled-components';
import { CELL_STATE_LABEL, REVIEW_LABEL, type CellState, type NavigatorCell } from './navigator-cell.ts';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

const cellLook: Record<CellState, ReturnType<typeof css>> = {
  answered: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  unanswered: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  `,
  unsent: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.warning};
    border-style: dashed;
    color: ${({ theme }) => theme.colors.warning};
  `,
};

const Cell = styled.button<{ $state: CellState }>`
  position: relative;
  inline-size: 100%;
  min-block-size: 44px;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${({ $state }) => cellLook[$state]}

  &[aria-current='step'] {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A small flag in the cell's corner for a question marked for review (the label says it in words). */
const Flag = styled.span`
  position: absolute;
  inset-block-start: -6px;
  inset-inline-end: -6px;
  inline-size: 14px;
  block-size: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warning};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Swatch = styled.span<{ $state: CellState }>`
  inline-size: 0.9rem;
  block-size: 0.9rem;
  border: 2px solid;
  border-radius: 4px;
  ${({ $state }) => cellLook[$state]}
`;

/** Props of {@link QuestionNavigator}. */
export interface QuestionNavigatorProps {
  cells: readonly NavigatorCell[];
  /** 0-based index of the question on screen. */
  current: number;
  onSelect: (index: number) => void;
}

/**
 * Every question of the run as a numbered button: answered ones filled,
 * unsent ones dashed, the current one outlined. Each says its state in
 * words too, so colour is never the only sign.
 */
export function QuestionNavigator({ cells, current, onSelect }: QuestionNavigatorProps) {
  return (
    <nav aria-label="فهرست سؤال‌ها">
      <Grid>
        {cells.map((cell) => (
          <li key={cell.questionId}>
            <Cell
              type="button"
              $state={cell.state}
              aria-current={cell.index === current ? 'step' : undefined}
              aria-label={`سؤال ${formatNumber(cell.index + 1)}، ${CELL_STATE_LABEL[cell.state]}${cell.review ? `، ${REVIEW_LABEL}` : ''}`}
              onClick={() => onSelect(cell.index)}
            >
              {formatNumber(cell.index + 1)}
              {cell.review && <Flag aria-hidden="true" />}
            </Cell>
          </li>
        ))}
      </Grid>
      <Legend aria-hidden="true">
        {(['answered', 'unanswered', 'unsent'] as const).map((state) => (
          <li key={state}>
            <Swatch $state={state} />
            {CELL_STATE_LABEL[state]}
          </li>
        ))}
      </Legend>
    </nav>
  );
}
