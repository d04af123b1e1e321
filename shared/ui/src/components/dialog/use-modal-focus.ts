import { useEffect, type RefObject } from 'react';
import { focusableWithin } from './focusable.ts';

/** Where focus goes when a modal surface opens. */
export interface ModalFocusTargets {
  /** The modal surface itself; focused when nothing inside it can be. */
  containerRef: RefObject<HTMLElement | null>;
  /** An element the caller wants focused first, e.g. a search field. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The main content; its first focusable element is preferred over the chrome around it. */
  contentRef?: RefObject<HTMLElement | null>;
}

function firstFocusable(element: HTMLElement | null | undefined): HTMLElement | undefined {
  return element ? focusableWithin(element)[0] : undefined;
}

/**
 * Moves focus into a modal surface when it mounts and gives it back to the
 * element that opened it when it unmounts, so keyboard and screen reader
 * users continue where they were.
 */
export function useModalFocus({ containerRef, initialFocusRef, contentRef }: ModalFocusTargets): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    const target =
      initialFocusRef?.current ?? firstFocusable(contentRef?.current) ?? firstFocusable(container) ?? container;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocusRef, contentRef]);
}
