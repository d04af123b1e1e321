/**
 * Added by build/browser-config.ts to every area's development build, beside the dev server's own client: reloads the
 * page after a hot update that no React on the page can apply (reload-without-react-refresh.ts says when).
 */
import { reactCanRefresh, reloadWhenRefreshCannotApply, type HotStatusApi } from './reload-without-react-refresh.ts';

const hot = (import.meta as { webpackHot?: HotStatusApi }).webpackHot;
if (hot) {
  reloadWhenRefreshCannotApply(
    hot,
    () => reactCanRefresh(window as Parameters<typeof reactCanRefresh>[0]),
    () => window.location.reload(),
  );
}
