import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from '@shared/router';
import { bus } from '@shared/event-bus';
import { SearchDialog } from './SearchDialog.tsx';
import { searchDialogAtom } from './search-dialog-state.ts';

/**
 * Opens the search dialog when any app asks for it on the bus
 * (`platform:search:requested`, from the header and the bottom bar).
 * Following a result to another page closes it. Mount once, inside the router.
 */
export function SearchDialogHost() {
  const [request, setRequest] = useAtom(searchDialogAtom);
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  // Coming back to the page later must not bring the dialog back.
  useEffect(() => {
    if (request && request.pathname !== pathname) setRequest(null);
  }, [pathname, request, setRequest]);

  useEffect(
    () =>
      bus.on('platform:search:requested', ({ query }) =>
        setRequest((previous) => ({
          query: query ?? '',
          pathname: currentPath.current,
          id: (previous?.id ?? 0) + 1,
        })),
      ),
    [setRequest],
  );

  if (!request || request.pathname !== pathname) return null;
  return <SearchDialog key={request.id} initialQuery={request.query} onClose={() => setRequest(null)} />;
}
