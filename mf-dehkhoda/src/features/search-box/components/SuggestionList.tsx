import { useEffect, useRef } from 'react';
import type { DehkhodaAutocompleteItem } from '@shared/api-client';
import { Highlight } from '../../../components/Highlight.tsx';
import { Listbox, Option, OptionGloss, OptionTitle } from './search-box-styles.ts';

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  id: string;
  /** The popup's accessible name. */
  label: string;
  items: readonly DehkhodaAutocompleteItem[];
  /** The query these items answer; its matches are marked. */
  query: string;
  expanded: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onHighlight: (index: number) => void;
}

/** The listbox popup of the search box. Keyboard focus stays in the input; the mouse picks here. */
export function SuggestionList({
  id,
  label,
  items,
  query,
  expanded,
  activeIndex,
  optionId,
  onPick,
  onHighlight,
}: SuggestionListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Focus stays in the input, so the browser does not scroll to the highlighted option by itself.
    if (expanded && activeIndex >= 0) listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeIndex]);
  return (
    // Pressing an option must not move focus out of the input, or the popup would close first.
    <Listbox
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
    >
      {expanded &&
        items.map((item, index) => (
          <Option
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            $active={index === activeIndex}
            onClick={() => onPick(index)}
            onMouseMove={() => {
              if (index !== activeIndex) onHighlight(index);
            }}
          >
            <OptionTitle>
              <bdi>
                <Highlight text={item.title} query={query} />
              </bdi>
            </OptionTitle>
            {item.gloss && (
              <OptionGloss>
                {/* A pause between headword and gloss when a screen reader reads the option. */}
                <span className="visually-hidden">، </span>
                <bdi>{item.gloss}</bdi>
              </OptionGloss>
            )}
          </Option>
        ))}
    </Listbox>
  );
}
