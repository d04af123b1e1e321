import styled from 'styled-components';
import { formatNumber } from '../../format/persian.ts';
import { MetaList } from '../meta-list/MetaList.tsx';

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Props of {@link ListCount}. */
export interface ListCountProps {
  /** How many the whole list holds. */
  total: number;
  /** What it holds, after the number («مقاله», «دوره», «مدخل»). */
  noun: string;
  /** The page on screen, which may still be the last one while the next loads. */
  page: number;
  /** How many pages the list has; the page on screen is named only when there are several. */
  pageCount: number;
}

/**
 * A paged list's size and the page on screen («۳۴ دوره | صفحهٔ ۱ از ۳»), a status that screen readers
 * announce when another page or filter changes it.
 */
export function ListCount({ total, noun, page, pageCount }: ListCountProps) {
  return (
    <Count role="status">
      <MetaList>
        {`${formatNumber(total)} ${noun}`}
        {pageCount > 1 && `صفحهٔ ${formatNumber(page)} از ${formatNumber(pageCount)}`}
      </MetaList>
    </Count>
  );
}
