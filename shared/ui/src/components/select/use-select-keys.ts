import type { KeyboardEvent } from 'react';
import { firstEnabled, isPrintableKey, lastEnabled, stepEnabled } from './select-navigation.ts';
import { useTypeAhead } from './use-type-ahead.ts';

interface SelectKeysOptions {
  options: readonly { label: string; disabled?: boolean }[];
  open: boolean;
  activeIndex: number;
  selectedIndex: number;
  /** Opens the menu with the keyboard on an option. */
  openAt: (index: number) => void;
  /** Moves the keyboard to another option of the open menu. */
  moveTo: (index: number) => void;
  /** Chooses an option and closes the menu. */
  commit: (index: number) => void;
  close: () => void;
}

/**
 * The keys of the WAI-ARIA select-only combobox: arrows, Home and End move,
 * Enter and Space choose, Escape closes, typing jumps to a matching option.
 */
export function useSelectKeys({
  options,
  open,
  activeIndex,
  selectedIndex,
  openAt,
  moveTo,
  commit,
  close,
}: SelectKeysOptions) {
  const typeAhead = useTypeAhead(options);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const go = open ? moveTo : openAt;
    const current = open ? activeIndex : selectedIndex;
    if (isPrintableKey(event)) {
      const match = typeAhead(event.key, current);
      if (match >= 0) go(match);
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
        else moveTo(stepEnabled(options, activeIndex, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Home':
        event.preventDefault();
        go(firstEnabled(options));
        return;
      case 'End':
        event.preventDefault();
        go(lastEnabled(options));
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) commit(activeIndex);
        else openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
        return;
      case 'Escape':
        if (!open) return;
        // Only the menu closes, not a dialog the select sits in.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  };
}
