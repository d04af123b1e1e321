import { Outlet, ScrollRestoration } from '@shared/router';
import { SnackbarHost, SNACKBAR_CONFIGURED_DURATION_MS } from '@shared/ui';
import { VersionWatcher } from '../health/VersionWatcher.tsx';
import { SearchDialogHost } from '../search/SearchDialogHost.tsx';
import { SessionBridge } from './SessionBridge.tsx';
import { useLateScrollRestore } from './use-late-scroll-restore.ts';

/**
 * What every page has, whatever its layout: the session wiring, the search
 * dialog, the hourly version check and the snackbars.
 */
export function RootFrame() {
  useLateScrollRestore();
  return (
    <>
      <SessionBridge />
      <SearchDialogHost />
      <VersionWatcher />
      <Outlet />
      {/* A new page starts at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <SnackbarHost duration={SNACKBAR_CONFIGURED_DURATION_MS} />
    </>
  );
}
