import { useEffect, useId } from 'react';
import { useSearchParams } from '@shared/router';
import styled from 'styled-components';
import { Link, plainUserText, toPersianDigits, usePageTitle } from '@shared/ui';
import { PageColumn, PageLead, PageTitle } from '../components/page-layout.ts';
import { RecentSearches } from '../features/recent-searches/RecentSearches.tsx';
import { SearchBox } from '../features/search-box/components/SearchBox.tsx';
import { SearchIntro } from '../features/search-results/components/SearchIntro.tsx';
import { SearchResults } from '../features/search-results/components/SearchResults.tsx';
import { SerialLookup } from '../features/serial-lookup/components/SerialLookup.tsx';
import { useDehkhodaBreadcrumb } from '../hooks/use-dehkhoda-breadcrumb.ts';
import { STATS_PATH } from '../lib/paths.ts';
import { rememberSearch } from '../lib/recent-searches.ts';
import { readSearchState } from '../lib/search-state.ts';

const More = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const MoreTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** /dehkhoda: the search box, the results of the search in the address, and lookup by serial number. */
export default function Search() {
  const [params] = useSearchParams();
  const state = readSearchState(params);
  const moreId = useId();
  const echoed = toPersianDigits(plainUserText(state.q));
  usePageTitle(state.q ? `«${echoed}» در لغت‌نامه دهخدا` : undefined);
  useDehkhodaBreadcrumb(state.q ? `«${echoed}»` : undefined);
  // Every search in the address is kept on this device for the list shown before the next one.
  useEffect(() => rememberSearch(state.q), [state.q]);
  return (
    <PageColumn data-area="dehkhoda" data-page="Search">
      <header>
        <PageTitle>لغت‌نامه دهخدا</PageTitle>
        <PageLead>معنی، تلفظ و شاهد واژه‌های فارسی را بیابید.</PageLead>
      </header>
      <SearchBox initialQuery={state.q} />
      {state.q ? (
        <SearchResults state={state} />
      ) : (
        <>
          <RecentSearches />
          <SearchIntro />
        </>
      )}
      <More aria-labelledby={moreId}>
        <MoreTitle id={moreId}>راه‌های دیگر</MoreTitle>
        <SerialLookup />
        <Link to={STATS_PATH}>آمار لغت‌نامه: شمار مدخل‌ها در هر حرف</Link>
      </More>
    </PageColumn>
  );
}
