import { useRef, useState } from 'react';
import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import styled from 'styled-components';
import { Dialog, formatNumber, QueryState, TextField, CHECK_CONNECTION } from '@shared/ui';
import { SearchResults } from './SearchResults.tsx';
import { SearchSkeleton } from './SearchSkeleton.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';
import { useSiteSearch } from './use-site-search.ts';

const Form = styled.form`
  max-inline-size: 48rem;
  margin-block-end: ${({ theme }) => theme.space(5)};
`;

const Results = styled.div`
  max-inline-size: 80rem;
`;

function statusText(search: ReturnType<typeof useSiteSearch>): string {
  if (search.isPending) return 'در حال جست‌وجو…';
  if (search.isError) return 'جست‌وجو انجام نشد.';
  const { topics, contents, courses, posts } = search.data;
  const count = topics.length + contents.length + courses.length + posts.length;
  return count === 0 ? 'نتیجه‌ای پیدا نشد' : `${formatNumber(count)} نتیجه پیدا شد`;
}

/**
 * The full-screen search of spec section 2. It searches at once with the
 * query it opened with (an empty one searches with the default letter), then
 * 500 ms after the last keystroke, or at once on Enter.
 */
export function SearchDialog({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const [text, setText] = useState(initialQuery);
  const [query, searchNow] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useSiteSearch(query);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog open fullScreen title="جست‌وجو" onClose={onClose} initialFocusRef={inputRef} closeLabel="بستن جست‌وجو">
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searchNow();
        }}
      >
        <TextField
          ref={inputRef}
          type="search"
          label="دوره، درس، مقاله یا مبحث"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          dir="auto"
          // The API reads no longer search; a pasted paragraph is cut here rather than refused.
          maxLength={MAX_SEARCH_TEXT_LENGTH}
        />
      </Form>
      <p role="status" className="visually-hidden">
        {statusText(search)}
      </p>
      <Results aria-busy={search.isFetching}>
        <QueryState
          query={search}
          pending={<SearchSkeleton />}
          failure={{ title: 'جست‌وجو انجام نشد', message: CHECK_CONNECTION, headingLevel: 3 }}
        >
          {(result) => <SearchResults result={result} />}
        </QueryState>
      </Results>
    </Dialog>
  );
}
