import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** Ids of the forms on screen that hold input the person has not sent yet. */
export const dirtyFormsAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * Tells the shell a form holds unsent input, so a new release never reloads
 * the page under it. The mark goes away when the form is sent, cleared or left.
 */
export function useDirtyForm(formId: string, dirty: boolean): void {
  const setDirtyForms = useSetAtom(dirtyFormsAtom);
  useEffect(() => {
    if (!dirty) return undefined;
    setDirtyForms((forms) => new Set(forms).add(formId));
    return () =>
      setDirtyForms((forms) => {
        const next = new Set(forms);
        next.delete(formId);
        return next;
      });
  }, [dirty, formId, setDirtyForms]);
}
