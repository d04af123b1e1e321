import { useCallback, useRef } from 'react';
import { normalizePersianInput } from '../../format/persian.ts';

/** Letters typed within this time form one search word, as in a native select. */
const TYPE_AHEAD_RESET_MS = 500;

function normalise(text: string): string {
  return normalizePersianInput(text).toLocaleLowerCase('fa');
}

/**
 * Type-ahead for a list: returns a function that takes a typed character and
 * the active index and gives the index of the next enabled option whose label
 * starts with what was typed, or -1. Arabic ي/ك typed on some keyboards find
 * the Persian ی/ک.
 */
export function useTypeAhead(options: readonly { label: string; disabled?: boolean }[]) {
  const typed = useRef('');
  const lastKeyAt = useRef(0);

  return useCallback(
    (character: string, activeIndex: number): number => {
      const now = Date.now();
      typed.current = now - lastKeyAt.current > TYPE_AHEAD_RESET_MS ? character : typed.current + character;
      lastKeyAt.current = now;
      const search = normalise(typed.current);
      // A single letter moves on to the next match; a longer word refines the current one.
      const start = typed.current.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0);
      for (let offset = 0; offset < options.length; offset += 1) {
        const index = (start + offset) % options.length;
        const option = options[index];
        if (option && !option.disabled && normalise(option.label).startsWith(search)) return index;
      }
      return -1;
    },
    [options],
  );
}
