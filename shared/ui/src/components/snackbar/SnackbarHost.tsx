import { useAtomValue, useSetAtom } from 'jotai';
import { dismissSnackbarAtom, snackbarQueueAtom } from '@shared/ui/state';
import { SNACKBAR_DEFAULT_DURATION_MS, SNACKBAR_MAX_VISIBLE } from './snackbar-durations.ts';
import { SnackbarStack } from './snackbar-parts.ts';
import { SnackbarItem } from './SnackbarItem.tsx';

/** Props of {@link SnackbarHost}. */
export interface SnackbarHostProps {
  /** Display time of messages that do not set their own, in ms; 5000 unless configured. */
  duration?: number;
  /** How many messages are on screen at once. */
  maxVisible?: number;
  /** The close buttons' accessible name. */
  closeLabel?: string;
}

/**
 * Shows the queued snackbar messages, stacked at the bottom of the page. The
 * shell renders it once; every app adds messages with `useSnackbar`.
 */
export function SnackbarHost({
  duration = SNACKBAR_DEFAULT_DURATION_MS,
  maxVisible = SNACKBAR_MAX_VISIBLE,
  closeLabel,
}: SnackbarHostProps) {
  const queue = useAtomValue(snackbarQueueAtom);
  const dismiss = useSetAtom(dismissSnackbarAtom);
  return (
    <SnackbarStack>
      {queue.slice(0, maxVisible).map((message) => (
        <SnackbarItem
          key={message.id}
          message={message}
          durationMs={message.duration ?? duration}
          onDismiss={dismiss}
          closeLabel={closeLabel}
        />
      ))}
    </SnackbarStack>
  );
}
