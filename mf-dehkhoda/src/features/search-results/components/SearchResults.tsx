import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DehkhodaSearchResponse } from '@shared/api-client';
import { EmptyState, Link, ListCount, Pagination, QueryState, toPersianDigits, UserText } from '@shared/ui';
import { searchHref, type SearchState } from '../../../lib/search-state.ts';
import { searchQuery } from '../api/search-query.ts';
import { NoResults } from './NoResults.tsx';
import { ResultItem } from './ResultItem.tsx';
import { HitList, ResultsHeader, ResultsSection, ResultsTitle } from './results-styles.ts';
import { ResultsSkeleton } from './ResultsSkeleton.tsx';
import { SortControls } from './SortControls.tsx';

/** Props of {@link ResultsPage}. */
interface ResultsPageProps {
  state: SearchState;
  results: DehkhodaSearchResponse;
  stale: boolean;
}

/** A loaded page of results: nothing found, or its hits with the count, the sort and the pages. */
function ResultsPage({ state, results, stale }: ResultsPageProps) {
  const titleId = useId();
  const { data: hits, meta } = results;
  if (meta.total === 0) return <NoResults term={state.q} />;

  return (
    <ResultsSection aria-labelledby={titleId} aria-busy={stale}>
      <ResultsHeader>
        <div>
          <ResultsTitle id={titleId}>
            نتیجه‌های «<UserText text={toPersianDigits(state.q)} />»
          </ResultsTitle>
          <ListCount total={meta.total} noun="مدخل" page={meta.current_page} pageCount={meta.last_page} />
        </div>
        <SortControls state={state} />
      </ResultsHeader>
      {hits.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="این صفحه نتیجه‌ای ندارد"
          action={<Link to={searchHref({ ...state, page: 1 })}>رفتن به صفحهٔ نخست نتیجه‌ها</Link>}
        />
      ) : (
        <HitList start={(meta.current_page - 1) * meta.per_page + 1}>
          {hits.map((hit) => (
            <ResultItem key={hit.id} hit={hit} query={state.q} />
          ))}
        </HitList>
      )}
      <Pagination
        page={Math.min(state.page, Math.max(meta.last_page, 1))}
        pageCount={meta.last_page}
        hrefFor={(page) => searchHref({ ...state, page })}
      />
    </ResultsSection>
  );
}

/** The results of the search in the address: every state from loading to an empty page. */
export function SearchResults({ state }: { state: SearchState }) {
  const query = useQuery(searchQuery(state));
  return (
    <QueryState
      query={query}
      pending={<ResultsSkeleton />}
      failure={{ title: 'جست‌وجو انجام نشد', message: 'اتصال را بررسی کنید و دوباره تلاش کنید.' }}
    >
      {(results) => <ResultsPage state={state} results={results} stale={query.isPlaceholderData} />}
    </QueryState>
  );
}
