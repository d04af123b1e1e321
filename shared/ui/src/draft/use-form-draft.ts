import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation } from '@shared/router';
import { clearDraft, readDraft, writeDraft, type DraftValues } from './draft-storage.ts';

/** Options of {@link useFormDraft}. */
export interface FormDraftOptions {
  /**
   * False while the form's own values are still coming (a profile loading):
   * the draft is put back over them once they are there, never under them.
   */
  ready?: boolean;
}

/** What {@link useFormDraft} gives the form. */
export interface FormDraft {
  /** True once a kept draft was put back into the form (the form says so). */
  restored: boolean;
  /** Forgets the draft; call it when the form was sent. */
  clear: () => void;
}

function sameValues(values: DraftValues, defaults: DraftValues | undefined): boolean {
  return Object.entries(values).every(([field, value]) => (defaults?.[field] ?? '') === (value ?? ''));
}

/**
 * Keeps what is typed into a react-hook-form form, per form and page, for as
 * long as the tab lives, and puts it back when the form is shown again on the
 * same page: after a send that met an ended session and the login that
 * followed, after a reload. A form back at its starting values keeps nothing.
 * Only text fields are kept and put back, and only into fields the form has.
 */
export function useFormDraft<Values extends FieldValues>(
  formId: string,
  form: Pick<UseFormReturn<Values>, 'watch' | 'getValues' | 'setValue' | 'formState'>,
  { ready = true }: FormDraftOptions = {},
): FormDraft {
  const { pathname } = useLocation();
  const { watch, getValues, setValue, formState } = form;
  const [restored, setRestored] = useState(false);
  const restoreTried = useRef(false);
  const defaults = useRef<DraftValues | undefined>(undefined);
  defaults.current = formState.defaultValues as DraftValues | undefined;

  useEffect(() => {
    if (!ready || restoreTried.current) return;
    restoreTried.current = true;
    const kept = readDraft(formId, pathname);
    if (!kept) return;
    const current: DraftValues = getValues();
    let changed = false;
    for (const [field, value] of Object.entries(kept)) {
      if (typeof value !== 'string' || typeof current[field] !== 'string' || current[field] === value) continue;
      setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
      changed = true;
    }
    if (changed) setRestored(true);
  }, [ready, formId, pathname, getValues, setValue]);

  useEffect(() => {
    if (!ready) return undefined;
    const subscription = watch((values) => {
      if (sameValues(values, defaults.current)) clearDraft(formId, pathname);
      else writeDraft(formId, pathname, values);
    });
    return () => subscription.unsubscribe();
  }, [ready, formId, pathname, watch]);

  const clear = useCallback(() => {
    clearDraft(formId, pathname);
    setRestored(false);
  }, [formId, pathname]);
  return { restored, clear };
}
