export * from './LayoutSlot.tsx';
export * from './LayoutSlotOutlet.tsx';
export * from './use-layout-slot-filled.ts';
export type { LayoutSlotName } from '@shared/ui/state';
