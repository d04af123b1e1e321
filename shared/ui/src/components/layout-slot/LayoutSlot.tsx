import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { changeLayoutSlotFillAtom, layoutSlotTargetsAtom, type LayoutSlotName } from '@shared/ui/state';

/** Props of {@link LayoutSlot}. */
export interface LayoutSlotProps {
  /** Which place of the layout to fill. */
  name: LayoutSlotName;
  children: ReactNode;
}

/**
 * Fills a place of the shell's layout from an area page: the children render
 * in the layout's {@link LayoutSlotOutlet} of the same name, while staying in
 * the page's React tree (its context, state and events). Where the current
 * layout has no such outlet, nothing is shown.
 */
export function LayoutSlot({ name, children }: LayoutSlotProps) {
  const target = useAtomValue(layoutSlotTargetsAtom)[name];
  const changeFill = useSetAtom(changeLayoutSlotFillAtom);

  useEffect(() => {
    changeFill({ name, delta: 1 });
    return () => changeFill({ name, delta: -1 });
  }, [name, changeFill]);

  return target ? createPortal(children, target) : null;
}
