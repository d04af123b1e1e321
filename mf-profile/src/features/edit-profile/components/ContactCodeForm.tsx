import { zodResolver } from '@hookform/resolvers/zod';
import { confirmContactCode, contactCodeConfirmSchema, type ContactConfirmResponse } from '@shared/api-client';
import { Button, formatNumber, OtpInput } from '@shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { confirmFailure, type ContactChallenge } from '../utils/contact-change.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

interface Values {
  code: string;
}

/** The boxes' own length: the server says how many digits its codes have. */
interface CodeContext {
  codeLength: number;
}

const checkCode = zodResolver(contactCodeConfirmSchema.pick({ code: true }));

/**
 * Boxes not all filled yet are said in the boxes' terms (this form's own
 * rule); a complete code is then checked with the call's schema.
 */
const resolver: Resolver<Values, CodeContext, Values> = async (values, context, options) => {
  const codeLength = context?.codeLength ?? 0;
  if (values.code.length < codeLength) {
    return {
      values: {},
      errors: { code: { type: 'incomplete', message: `کد ${formatNumber(codeLength)} رقمی را کامل وارد کنید.` } },
    };
  }
  return checkCode(values, context, options);
};

/** Props of {@link ContactCodeForm}. */
export interface ContactCodeFormProps {
  /** The code on its way; a new one gets a new form (give it `key={challenge.token}`). */
  challenge: ContactChallenge;
  /** «شمارهٔ موبایل تازه» or «ایمیل تازه», naming the boxes. */
  label: string;
  /** The boxes take the focus when the code arrives: the student types it next. */
  takesFocus: boolean;
  onConfirmed: (answer: ContactConfirmResponse) => void;
}

/**
 * The code sent to a new mobile number or e-mail. It is checked as soon as
 * the last box is filled; a wrong or expired code shows under the boxes and
 * keeps the digits.
 */
export function ContactCodeForm({ challenge, label, takesFocus, onConfirmed }: ContactCodeFormProps) {
  // The boxes are not one input, so the code is a form value set as they change (not a registered field).
  const { handleSubmit, setValue, setError, clearErrors, formState } = useForm<Values, CodeContext>({
    defaultValues: { code: '' },
    resolver,
    context: { codeLength: challenge.codeLength },
  });
  const [failure, setFailure] = useState<string>();
  const confirm = useMutation({ mutationFn: confirmContactCode });
  // The last box and the submit button may both ask at once; one check at a time.
  const checking = useRef(false);

  const check = handleSubmit(async ({ code }) => {
    if (checking.current) return;
    checking.current = true;
    try {
      onConfirmed(await confirm.mutateAsync({ token: challenge.token, code }));
    } catch (error) {
      const refused = confirmFailure(error);
      if (refused.code) setError('code', { type: 'server', message: refused.code });
      setFailure(refused.other);
    } finally {
      checking.current = false;
    }
  });

  return (
    <Form
      noValidate
      aria-label={`کد تأیید ${label}`}
      onSubmit={(event) => {
        setFailure(undefined);
        void check(event);
      }}
    >
      <OtpInput
        length={challenge.codeLength}
        label={`کد تأیید ${label}`}
        // The student has just saved and the code is on its way: typing it is the next step.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={takesFocus}
        error={formState.errors.code?.message}
        onChange={(code) => {
          setValue('code', code);
          clearErrors('code');
        }}
        onComplete={(code) => {
          setValue('code', code);
          setFailure(undefined);
          void check();
        }}
      />
      {failure && <Problem role="alert">{failure}</Problem>}
      <Button type="submit" loading={confirm.isPending}>
        تأیید کد
      </Button>
    </Form>
  );
}
