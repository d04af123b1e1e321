import styled from 'styled-components';
import { listReset } from '@shared/ui';

/** A plain list of rows on a card surface (quiz history, events, notifications). */
export const RowList = styled.ol`
  display: flex;
  flex-direction: column;
  ${listReset}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The main text of a row; it takes the room left. */
export const RowMain = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

/** A quieter line under a row's title. */
export const RowMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
