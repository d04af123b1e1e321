import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@shared/router';
import { Button, formatNumber, TextField } from '@shared/ui';
import { entryPath } from '../../../lib/paths.ts';
import { cleanQuery, isSearchable } from '../../../lib/search-query.ts';
import { searchHref } from '../../../lib/search-state.ts';
import { useAutocomplete } from '../hooks/use-autocomplete.ts';
import { useCombobox } from '../hooks/use-combobox.ts';
import { FieldAnchor, Form } from './search-box-styles.ts';
import { SuggestionList } from './SuggestionList.tsx';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The query in the page's address; the box follows it when the reader goes back or forward. */
  initialQuery?: string;
  /** The field's visible label. */
  label?: string;
}

/**
 * The dictionary's one search box: headwords are suggested as the reader
 * types; Enter on a suggestion opens its entry, Enter otherwise searches.
 */
export function SearchBox({ initialQuery = '', label = 'جست‌وجوی واژه' }: SearchBoxProps) {
  const navigate = useNavigate();
  const base = useId();
  const ids = { input: `${base}-input`, listbox: `${base}-listbox`, status: `${base}-status` };
  const optionId = (index: number) => `${base}-option-${index}`;
  const [text, setText] = useState(initialQuery);
  const [problem, setProblem] = useState<string>();
  // Follow the address (back/forward) without remounting, so focus stays in the box.
  const [followed, setFollowed] = useState(initialQuery);
  if (initialQuery !== followed) {
    setFollowed(initialQuery);
    setText(initialQuery);
  }

  const { answer, settled } = useAutocomplete(text);
  const pick = (index: number) => {
    const item = answer.items[index];
    if (item) void navigate(entryPath(item));
  };
  const combobox = useCombobox({
    count: answer.items.length,
    listKey: answer.query,
    hasText: text !== '',
    onPick: pick,
    onClear: () => setText(''),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = cleanQuery(text);
    if (!isSearchable(q)) {
      setProblem('واژه‌ای برای جست‌وجو بنویسید.');
      return;
    }
    combobox.close();
    void navigate(searchHref({ q }));
  }

  const count = answer.items.length;
  // Said once the answer for what is typed is in, so a screen reader hears the list, or that there is none.
  const status =
    !combobox.wanted || !settled
      ? ''
      : count > 0
        ? `${formatNumber(count)} پیشنهاد؛ با کلیدهای بالا و پایین بروید.`
        : 'پیشنهادی نیست؛ برای جست‌وجو Enter را بزنید.';

  return (
    <Form role="search" aria-label="جست‌وجو در لغت‌نامه" onSubmit={onSubmit} noValidate>
      <FieldAnchor>
        <TextField
          id={ids.input}
          label={label}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={ids.listbox}
          aria-activedescendant={combobox.activeIndex >= 0 ? optionId(combobox.activeIndex) : undefined}
          error={problem}
          value={text}
          placeholder="مثلاً: کتاب"
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
            combobox.open();
          }}
          onKeyDown={combobox.onKeyDown}
          onClick={combobox.open}
          onBlur={combobox.close}
        />
        <SuggestionList
          id={ids.listbox}
          label="پیشنهادها"
          items={answer.items}
          query={answer.query}
          expanded={combobox.expanded}
          activeIndex={combobox.activeIndex}
          optionId={optionId}
          onPick={pick}
          onHighlight={combobox.highlight}
        />
      </FieldAnchor>
      <Button type="submit">جست‌وجو</Button>
      <span id={ids.status} role="status" className="visually-hidden">
        {status}
      </span>
    </Form>
  );
}
