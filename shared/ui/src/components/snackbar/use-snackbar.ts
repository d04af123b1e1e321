import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dismissSnackbarAtom, showSnackbarAtom, type SnackbarRequest } from '@shared/ui/state';

/** What {@link useSnackbar} returns. */
export interface SnackbarControls {
  /** Queues a message and returns its id. */
  show: (request: SnackbarRequest) => number;
  /** Removes a message before its time. */
  dismiss: (id: number) => void;
}

/** Shows snackbar messages from any app: `show({ type: 'success', message: 'ذخیره شد' })`. */
export function useSnackbar(): SnackbarControls {
  const show = useSetAtom(showSnackbarAtom);
  const dismiss = useSetAtom(dismissSnackbarAtom);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
