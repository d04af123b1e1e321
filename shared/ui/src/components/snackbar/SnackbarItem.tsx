import { useState, type FocusEvent } from 'react';
import type { SnackbarMessage } from '@shared/ui/state';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { SnackbarMessageText } from './SnackbarMessageText.tsx';
import { SnackbarCard, SnackbarText } from './snackbar-parts.ts';
import { usePausableTimeout } from './use-pausable-timeout.ts';

/** Props of {@link SnackbarItem}. */
export interface SnackbarItemProps {
  message: SnackbarMessage;
  /** How long it stays unless paused, in ms. */
  durationMs: number;
  onDismiss: (id: number) => void;
  closeLabel?: string;
}

/**
 * One message: a polite status for success, an alert for an error. Its timer
 * pauses while the pointer is over it or focus is inside it.
 */
export function SnackbarItem({ message, durationMs, onDismiss, closeLabel }: SnackbarItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = () => onDismiss(message.id);
  usePausableTimeout(durationMs, dismiss, hovered || focused);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <SnackbarCard
      role={message.type === 'error' ? 'alert' : 'status'}
      $type={message.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <SnackbarText>
        <SnackbarMessageText text={message.message} />
      </SnackbarText>
      <CloseButton onClick={dismiss} label={closeLabel} />
    </SnackbarCard>
  );
}
