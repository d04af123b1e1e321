import { Outlet } from 'react-router';
import { SnackbarHost, SNACKBAR_CONFIGURED_DURATION_MS } from '@shared/ui';
import { SessionBridge } from './SessionBridge.tsx';

/** What every page has, whatever its layout: the session wiring and the snackbars. */
export function RootFrame() {
  return (
    <>
      <SessionBridge />
      <Outlet />
      <SnackbarHost duration={SNACKBAR_CONFIGURED_DURATION_MS} />
    </>
  );
}
