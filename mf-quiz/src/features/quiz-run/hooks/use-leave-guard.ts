import { LOGIN_PAGE_PATH } from '@shared/registry';
import { useCallback, useEffect, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from '@shared/router';

/**
 * Asks before the run in progress (the page using it) is left: closing or reloading the tab (the
 * browser's own question) and following a link or the back button inside
 * the site (the returned blocker, for the page's dialog). Moving between
 * questions changes only the address's query and is never asked about; nor
 * is the way to login after an expired session, since the answers wait in
 * the browser and the run resumes on the return. `allowRef` lets finishing
 * leave for the result without a question.
 */
export function useLeaveGuard(allowRef: RefObject<boolean>) {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (allowRef.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [allowRef]);

  const shouldAsk = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !allowRef.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      !nextLocation.pathname.startsWith(LOGIN_PAGE_PATH),
    [allowRef],
  );
  return useBlocker(shouldAsk);
}
