import { atom } from 'jotai';

/**
 * How many pages on screen ask for focus mode (a quiz run): while any does,
 * the shell sets the footer and the phone's bottom bar aside, so nothing but
 * the task stays on screen and no fixed bar covers its last line.
 */
export const focusModeCountAtom = atom(0);
