import { LOGIN_PAGE_PATH, loginPath } from '@shared/registry';
import { useEffect } from 'react';
import { useNavigate } from '@shared/router';
import { bus } from '@shared/event-bus';
import { useSnackbar, SNACKBAR_CONFIGURED_DURATION_MS } from '@shared/ui';
import { followProfileUpdates } from '../session/profile-updates.ts';
import { SESSION_ENDED_STATE } from '../session/session-ended.ts';
import { forgetSession, loadSession } from '../session/session-store.ts';

/**
 * Connects the bus to the shell: loads the session once, turns an expired
 * session (a 401 anywhere) into the login page with the current path as
 * backUrl, shows the snackbars areas and the API client ask for, and
 * takes the profile area's name and avatar changes into the session.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  const { show } = useSnackbar();

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(followProfileUpdates, []);

  useEffect(
    () =>
      bus.on('platform:session:expired', ({ path }) => {
        forgetSession();
        if (!path.startsWith(LOGIN_PAGE_PATH)) {
          // The login page says the session ended; the forms of the page left keep their drafts for the way back.
          void navigate(loginPath(path), { replace: true, state: SESSION_ENDED_STATE });
        }
      }),
    [navigate],
  );

  useEffect(
    () =>
      bus.on('platform:snackbar:requested', ({ type, message }) =>
        show({ type, message, duration: SNACKBAR_CONFIGURED_DURATION_MS }),
      ),
    [show],
  );

  return null;
}
