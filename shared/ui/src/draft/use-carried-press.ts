import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from '@shared/router';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';

/** Options of {@link useCarriedPress}. */
export interface CarriedPressOptions {
  /** True once the press can be done: the student is signed in and what it acts on is loaded. */
  ready: boolean;
  /** Does what the guest pressed (once, on return to the page). */
  run: () => void;
}

/**
 * A press a guest made that needs a login (favourite, for one): `keep()`
 * remembers it for this page in the same store as typed drafts, and when the
 * student is back on the page and signed in, it is done once and forgotten.
 */
export function useCarriedPress(pressId: string, { ready, run }: CarriedPressOptions): { keep: () => void } {
  const { pathname } = useLocation();
  const formId = `press:${pressId}`;
  const latestRun = useRef(run);
  latestRun.current = run;

  useEffect(() => {
    if (!ready || !readDraft(formId, pathname)) return;
    clearDraft(formId, pathname);
    latestRun.current();
  }, [ready, formId, pathname]);

  const keep = useCallback(() => writeDraft(formId, pathname, { pressed: true }), [formId, pathname]);
  return { keep };
}
