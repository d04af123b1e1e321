import { bus } from '@shared/event-bus';
import { useCallback } from 'react';

/**
 * Copies text to the clipboard and says so in a snackbar. Without clipboard
 * access (an old browser, an insecure page) it says how to copy by hand
 * instead; the link stays selectable in its field either way.
 */
export function useCopyText(done: string): (text: string) => Promise<void> {
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        bus.emit('platform:snackbar:requested', { type: 'success', message: done });
      } catch {
        bus.emit('platform:snackbar:requested', {
          type: 'error',
          message: 'کپی خودکار ممکن نشد؛ پیوند را از کادر انتخاب و کپی کنید.',
        });
      }
    },
    [done],
  );
}
