import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import { normalizePersianInput, TextField } from '@shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebounced } from '../../../lib/use-debounced.ts';

const Form = styled.form`
  max-inline-size: 32rem;
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

/** Props of {@link QuizSearch}. */
export interface QuizSearchProps {
  /** The search in the address. */
  value: string;
  /** Called with the normalised search once typing pauses (500 ms) or on Enter. */
  onSearch: (search: string) => void;
}

/** Searches the quizzes as the student types (debounced), keeping the search in the address. */
export function QuizSearch({ value, onSearch }: QuizSearchProps) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text);
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  }, [onSearch]);
  const lastSent = useRef(value);

  useEffect(() => {
    const search = normalizePersianInput(settled).trim();
    if (search === lastSent.current) return;
    lastSent.current = search;
    searchRef.current(search);
  }, [settled]);

  return (
    <Form
      role="search"
      aria-label="جست‌وجوی آزمون‌ها"
      onSubmit={(event) => {
        event.preventDefault();
        const search = normalizePersianInput(text).trim();
        lastSent.current = search;
        onSearch(search);
      }}
    >
      <TextField
        label="جست‌وجو در آزمون‌ها"
        type="search"
        name="search"
        dir="auto"
        maxLength={MAX_SEARCH_TEXT_LENGTH}
        placeholder="مثلاً: کسر، شیمی، پایهٔ نهم"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Form>
  );
}
