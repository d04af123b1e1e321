import { Button, TextField } from '@shared/ui';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { catalogueHref, type CatalogueRoute } from '../hooks/catalogue-route.ts';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1;
  }
`;

/** Searches the courses; the text goes into the address (?search=), keeping the other filters. */
export function SearchForm({ route }: { route: CatalogueRoute }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(catalogueHref(route, { search: input.current?.value.trim() ?? '' }));
  }

  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        ref={input}
        type="search"
        name="search"
        label="جست‌وجو در دوره‌ها"
        placeholder="نام درس، موضوع یا مدرس"
        defaultValue={route.search}
        enterKeyHint="search"
        dir="auto"
      />
      <Button type="submit">جست‌وجو</Button>
    </Form>
  );
}
