import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bus } from '@shared/event-bus';
import { SearchIcon } from './icons.tsx';

const Form = styled.form`
  display: flex;
  align-items: center;
  inline-size: 100%;
  max-inline-size: 30rem;
  min-block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input {
    flex: 1;
    min-inline-size: 0;
    padding-inline: ${({ theme }) => theme.space(4)};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input:focus {
    outline: none;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  button {
    display: inline-grid;
    place-items: center;
    inline-size: 40px;
    block-size: 40px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

/**
 * The header's search bar. Submitting it asks the shell to open the search
 * dialog with what was typed (`platform:search:requested`); the dialog runs
 * the search, so an empty bar opens it too.
 */
export function SearchBar({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    bus.emit('platform:search:requested', trimmed ? { query: trimmed } : {});
  }

  return (
    <Form role="search" className={className} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        جست‌وجو در سایت
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="جست‌وجوی دوره، مقاله و سؤال…"
        enterKeyHint="search"
      />
      <button type="submit" aria-label="جست‌وجو">
        <SearchIcon />
      </button>
    </Form>
  );
}
