import { atom } from 'jotai';

/**
 * The places of a layout an area page may fill: `sidebar` (the course,
 * profile and quiz sidebars) and `bottom-bar` (the chapter list in the mobile
 * bottom bar under /course/).
 */
export type LayoutSlotName = 'sidebar' | 'bottom-bar';

/**
 * Where each slot's outlet is on the page. Page-wide, because the layout
 * (the shell) and the page filling it (an area) are different apps sharing
 * one store.
 */
export const layoutSlotTargetsAtom = atom<Readonly<Partial<Record<LayoutSlotName, HTMLElement>>>>({});

/** How many fills each slot has now; a slot with none is not shown. */
export const layoutSlotFillCountsAtom = atom<Readonly<Partial<Record<LayoutSlotName, number>>>>({});

/** A slot's outlet element appearing (`element`) or going away (`element: null`, only if it is still the one registered). */
export const setLayoutSlotTargetAtom = atom(
  null,
  (get, set, change: { name: LayoutSlotName; element: HTMLElement | null; previous?: HTMLElement }) => {
    const targets = get(layoutSlotTargetsAtom);
    if (change.element) {
      set(layoutSlotTargetsAtom, { ...targets, [change.name]: change.element });
      return;
    }
    // A new layout may already have registered its own outlet under this name.
    if (targets[change.name] !== change.previous) return;
    const rest = { ...targets };
    delete rest[change.name];
    set(layoutSlotTargetsAtom, rest);
  },
);

/** A page starting (`+1`) or stopping (`-1`) to fill a slot. */
export const changeLayoutSlotFillAtom = atom(null, (get, set, change: { name: LayoutSlotName; delta: 1 | -1 }) => {
  const counts = get(layoutSlotFillCountsAtom);
  const next = Math.max(0, (counts[change.name] ?? 0) + change.delta);
  set(layoutSlotFillCountsAtom, { ...counts, [change.name]: next });
});
