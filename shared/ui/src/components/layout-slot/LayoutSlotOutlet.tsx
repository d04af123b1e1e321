import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { setLayoutSlotTargetAtom, type LayoutSlotName } from '@shared/ui/state';

/** Props of {@link LayoutSlotOutlet}. */
export interface LayoutSlotOutletProps {
  /** The slot this outlet shows. */
  name: LayoutSlotName;
  className?: string;
}

/**
 * Where a layout shows what the page puts in a {@link LayoutSlot} of the same
 * name. The layout decides around it (a labelled aside, hidden while the slot
 * is empty: see {@link useLayoutSlotFilled}).
 */
export function LayoutSlotOutlet({ name, className }: LayoutSlotOutletProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const setTarget = useSetAtom(setLayoutSlotTargetAtom);

  useEffect(() => {
    if (!element) return;
    setTarget({ name, element });
    return () => setTarget({ name, element: null, previous: element });
  }, [name, element, setTarget]);

  return <div ref={setElement} className={className} data-layout-slot={name} />;
}
