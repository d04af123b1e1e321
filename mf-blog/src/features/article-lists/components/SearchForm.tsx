import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import { Button, normalizePersianInput, TextField } from '@shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { blogPaths } from '../../../lib/paths.ts';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The search in the address, shown in the field. */
  initial?: string;
}

/**
 * Searches the articles. The query goes into the address
 * (/articles/search?search=…), so a search can be shared and reloaded.
 */
export function SearchForm({ initial = '' }: SearchFormProps) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(blogPaths.search(normalizePersianInput(value).trim()));
  };

  return (
    <Form role="search" aria-label="جست‌وجوی مقاله‌ها" onSubmit={onSubmit}>
      <TextField
        label="جست‌وجو در مقاله‌ها"
        type="search"
        name="search"
        dir="auto"
        maxLength={MAX_SEARCH_TEXT_LENGTH}
        placeholder="مثلاً: برنامه‌ریزی"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">جست‌وجو</Button>
    </Form>
  );
}
