import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type * as z from '@shared/schema';
import { formatNumber } from '../../format/persian.ts';
import type { OtpInputProps } from './OtpInput.tsx';

interface CodeValues {
  code: string;
}

/** The boxes' own length: the server says how many digits its codes have. */
interface CodeContext {
  codeLength: number;
}

/**
 * Boxes not all filled yet are said in the boxes' terms (the form's own
 * rule); a complete code is then checked with the call's schema.
 */
function codeResolver(
  codeSchema: z.ZodMiniType<CodeValues, CodeValues>,
): Resolver<CodeValues, CodeContext, CodeValues> {
  const checkCode = zodResolver(codeSchema);
  return async (values, context, options) => {
    const codeLength = context?.codeLength ?? 0;
    if (values.code.length < codeLength) {
      return {
        values: {},
        errors: { code: { type: 'incomplete', message: `کد ${formatNumber(codeLength)} رقمی را کامل وارد کنید.` } },
      };
    }
    return checkCode(values, context, options);
  };
}

/** Options of {@link useCodeForm}. */
export interface CodeFormOptions {
  /** How many boxes. */
  codeLength: number;
  /** The call's schema for `{ code }` (`schema.pick({ code: true })`), its Persian messages included. */
  codeSchema: z.ZodMiniType<CodeValues, CodeValues>;
  /** Sends a complete, valid code; a refusal goes under the boxes with `codeError`. */
  onCode: (code: string) => Promise<unknown>;
  /** Runs before every check, valid or not (to clear a message about the last attempt). */
  onAttempt?: () => void;
}

/**
 * A one-time code form (react-hook-form with the call's schema): the props
 * for `OtpInput`, the submit handler, and a way to put the server's answer
 * under the boxes. The code is checked as soon as the last box is filled,
 * and one check runs at a time: the last box and the submit button may
 * both ask at once, and one request is sent.
 */
export function useCodeForm({ codeLength, codeSchema, onCode, onAttempt }: CodeFormOptions) {
  const resolver = useMemo(() => codeResolver(codeSchema), [codeSchema]);
  // The boxes are not one input, so the code is a form value set as they change (not a registered field).
  const { handleSubmit, setValue, setError, clearErrors, formState } = useForm<CodeValues, CodeContext>({
    defaultValues: { code: '' },
    resolver,
    context: { codeLength },
  });
  const checking = useRef(false);
  const check = handleSubmit(async ({ code }) => {
    if (checking.current) return;
    checking.current = true;
    try {
      await onCode(code);
    } finally {
      checking.current = false;
    }
  });

  const submit = (event?: { preventDefault: () => void }) => {
    onAttempt?.();
    return check(event as Parameters<typeof check>[0]);
  };
  const boxes: Pick<OtpInputProps, 'length' | 'error' | 'onChange' | 'onComplete'> = {
    length: codeLength,
    error: formState.errors.code?.message,
    onChange: (code) => {
      setValue('code', code);
      clearErrors('code');
    },
    onComplete: (code) => {
      setValue('code', code);
      void submit();
    },
  };
  const codeError = useCallback((message: string) => setError('code', { type: 'server', message }), [setError]);
  const clear = useCallback(() => {
    setValue('code', '');
    clearErrors('code');
  }, [setValue, clearErrors]);
  return { boxes, submit, codeError, clear };
}
