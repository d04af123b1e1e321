import { atom } from 'jotai';

/**
 * The title an area's page asks for (a course name, a dictionary headword).
 * The shell owns the document title and uses this one when it is set.
 */
export const pageTitleAtom = atom<string | null>(null);
