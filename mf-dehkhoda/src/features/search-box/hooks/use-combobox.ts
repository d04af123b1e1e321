import { useState, type KeyboardEvent } from 'react';

/** Options of {@link useCombobox}. */
export interface ComboboxOptions {
  /** How many options the popup holds now. */
  count: number;
  /** Identifies the list shown; a new list starts with no option highlighted. */
  listKey: string;
  /** Whether the box has text, for Escape's second press. */
  hasText: boolean;
  /** Enter on a highlighted option. */
  onPick: (index: number) => void;
  /** Escape with the popup already closed. */
  onClear: () => void;
}

/**
 * Keyboard and popup state of a WAI-ARIA 1.2 combobox with a listbox popup
 * (list autocomplete, no automatic selection). Focus stays in the input; the
 * highlighted option is only pointed at with aria-activedescendant.
 *
 * - ArrowDown / ArrowUp open the popup and move through the options, wrapping.
 * - Enter picks the highlighted option; with none it lets the form submit.
 * - Escape closes the popup, and when it is closed clears the box.
 */
export function useCombobox({ count, listKey, hasText, onPick, onClear }: ComboboxOptions) {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState({ listKey, index: -1 });
  const expanded = isOpen && count > 0;
  const activeIndex = expanded && active.listKey === listKey && active.index < count ? active.index : -1;
  const highlight = (index: number) => setActive({ listKey, index });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        if (!expanded) highlight(event.altKey ? -1 : 0);
        else highlight((activeIndex + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        highlight(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          setOpen(false);
          onPick(activeIndex);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (hasText) {
          event.preventDefault();
          onClear();
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return {
    expanded,
    /** The reader wants the popup (typed or pressed a key), whether or not there is anything to show. */
    wanted: isOpen,
    activeIndex,
    onKeyDown,
    open: () => setOpen(true),
    close: () => setOpen(false),
    highlight,
  };
}
