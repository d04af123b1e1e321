import { useEffect } from 'react';
import { useNavigate } from '@shared/router';
import { bus } from '@shared/event-bus';
import { useSnackbar, SNACKBAR_CONFIGURED_DURATION_MS } from '@shared/ui';
import { followProfileUpdates } from '../session/profile-updates.ts';
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
        if (!path.startsWith('/user/login')) {
          void navigate(`/user/login?backUrl=${encodeURIComponent(path)}`, { replace: true });
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
