import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@shared/router';
import type { AuthResponse } from '@shared/api-client';
import { SNACKBAR_CONFIGURED_DURATION_MS, useSnackbar } from '@shared/ui';
import { safeBackUrl } from '../../session/back-url.ts';
import { startSession } from '../../session/session-store.ts';

/**
 * What a successful login does, whichever way in was used (spec sections 4
 * and 8): the server's message in a success snackbar, the session started,
 * and the user sent back to the backUrl when it is a path of this site, else
 * home. The login page is replaced in history, so Back does not return to it.
 */
export function useFinishLogin(): (auth: AuthResponse) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { show } = useSnackbar();
  const backUrl = searchParams.get('backUrl');
  return useCallback(
    (auth: AuthResponse) => {
      show({ type: 'success', message: auth.message, duration: SNACKBAR_CONFIGURED_DURATION_MS });
      startSession(auth);
      void navigate(safeBackUrl(backUrl), { replace: true });
    },
    [backUrl, navigate, show],
  );
}
