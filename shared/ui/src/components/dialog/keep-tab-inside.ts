import type { KeyboardEvent } from 'react';
import { focusableWithin } from './focusable.ts';

/**
 * Keeps Tab and Shift+Tab inside a modal container: moving past the last
 * element wraps to the first and the other way round, so keyboard users
 * cannot wander into the page hidden behind the overlay.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const elements = focusableWithin(container);
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
