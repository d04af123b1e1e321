import { Button, Chip, toPersianDigits, UserText } from '@shared/ui';
import styled from 'styled-components';
import { clearRecentSearches } from '../../lib/recent-searches.ts';
import { searchHref } from '../../lib/search-state.ts';
import { useRecentSearches } from './use-recent-searches.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The searches made on this device, newest first, each a link back to its results; they can be cleared. */
export function RecentSearches() {
  const searches = useRecentSearches();
  if (searches.length === 0) return null;
  return (
    <Section aria-labelledby="dehkhoda-recent-title">
      <h2 id="dehkhoda-recent-title">جست‌وجوهای اخیر شما</h2>
      <ul>
        {searches.map((search) => (
          <li key={search}>
            <Chip to={searchHref({ q: search })}>
              <UserText text={toPersianDigits(search)} />
            </Chip>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="ghost" onClick={clearRecentSearches}>
          پاک کردن جست‌وجوهای اخیر
        </Button>
      </div>
    </Section>
  );
}
