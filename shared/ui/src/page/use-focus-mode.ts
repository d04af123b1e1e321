import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { focusModeCountAtom } from '@shared/ui/state';

/** Asks the shell to set its footer and bottom bar aside while `active` (see `focusModeCountAtom`). */
export function useFocusMode(active = true): void {
  const setCount = useSetAtom(focusModeCountAtom);
  useEffect(() => {
    if (!active) return undefined;
    setCount((count) => count + 1);
    return () => setCount((count) => count - 1);
  }, [active, setCount]);
}
