import { useAtomValue } from 'jotai';
import { layoutSlotFillCountsAtom, type LayoutSlotName } from '@shared/ui/state';

/** Whether a page fills the slot now; a layout hides an empty sidebar. */
export function useLayoutSlotFilled(name: LayoutSlotName): boolean {
  return (useAtomValue(layoutSlotFillCountsAtom)[name] ?? 0) > 0;
}
