import { Link } from '@shared/ui';
import styled from 'styled-components';
import type { ResultLinks, ResultMode } from './result-links.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const LABELS: Record<ResultMode, string> = {
  summary: 'نتیجهٔ آزمون',
  full: 'پاسخ‌نامهٔ کامل',
  final: 'کارنامهٔ نهایی',
};

/** Moves between a run's result views: the summary, every answer with its solution, and the final report. */
export function ResultNav({ links, current }: { links: ResultLinks; current: ResultMode }) {
  return (
    <nav aria-label="بخش‌های نتیجه">
      <List>
        {(['summary', 'full', 'final'] as const).map((mode) => (
          <li key={mode}>
            <Item to={links[mode]} aria-current={mode === current ? 'page' : undefined}>
              {LABELS[mode]}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
