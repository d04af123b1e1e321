import styled from 'styled-components';
import type { DehkhodaEntryRef } from '@shared/api-client';
import { Link } from '@shared/ui';
import { entryPath } from '../../../lib/paths.ts';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Neighbour = styled(Link)<{ $towards: 'previous' | 'next' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $towards }) => ($towards === 'previous' ? 'flex-start' : 'flex-end')};
  grid-column: ${({ $towards }) => ($towards === 'previous' ? 1 : 2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;

  & > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > span:last-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Props of {@link EntryNeighbours}. */
export interface EntryNeighboursProps {
  previous: DehkhodaEntryRef | null | undefined;
  next: DehkhodaEntryRef | null | undefined;
}

/** The entries before and after this one in the dictionary's order, as a reader turns pages. */
export function EntryNeighbours({ previous, next }: EntryNeighboursProps) {
  if (!previous && !next) return null;
  return (
    <Nav aria-label="مدخل‌های پیشین و پسین">
      {previous && (
        <Neighbour to={entryPath(previous)} rel="prev" $towards="previous">
          <span>مدخل پیشین</span>
          <span>
            <bdi>{previous.title}</bdi>
          </span>
        </Neighbour>
      )}
      {next && (
        <Neighbour to={entryPath(next)} rel="next" $towards="next">
          <span>مدخل پسین</span>
          <span>
            <bdi>{next.title}</bdi>
          </span>
        </Neighbour>
      )}
    </Nav>
  );
}
