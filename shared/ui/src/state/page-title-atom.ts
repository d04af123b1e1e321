import { atom } from 'jotai';

/**
 * The title an area's page asks for (a course name, a dictionary headword).
 * The shell owns the document title and uses this one when it is set.
 */
export const pageTitleAtom = atom<string | null>(null);

/**
 * The title a page asked for while the server rendered it. Effects do not
 * run on the server, so `usePageTitle` notes it here during the render; the
 * shell's server render puts it in `<title>`, the same title the browser
 * sets once the page runs. Nothing reads it while rendering, so writing it
 * then changes no markup.
 */
export const renderedTitleAtom = atom<string | null>(null);
