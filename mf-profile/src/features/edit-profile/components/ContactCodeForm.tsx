import { confirmContactCode, contactCodeOnlySchema, type ContactConfirmResponse } from '@shared/api-client';
import { Button, OtpInput, useCodeForm } from '@shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
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

const codeSchema = contactCodeOnlySchema;

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
 * keeps the digits. Typing a whole new code over them sends it once (not
 * once per box); one corrected digit is sent with the button.
 */
export function ContactCodeForm({ challenge, label, takesFocus, onConfirmed }: ContactCodeFormProps) {
  const [failure, setFailure] = useState<string>();
  const confirm = useMutation({ mutationFn: confirmContactCode });
  const { boxes, submit, codeError } = useCodeForm({
    codeLength: challenge.codeLength,
    codeSchema,
    onAttempt: () => setFailure(undefined),
    onCode: async (code) => {
      try {
        onConfirmed(await confirm.mutateAsync({ token: challenge.token, code }));
      } catch (error) {
        const refused = confirmFailure(error);
        if (refused.code) codeError(refused.code);
        setFailure(refused.other);
      }
    },
  });

  return (
    <Form noValidate aria-label={`کد تأیید ${label}`} onSubmit={(event) => void submit(event)}>
      <OtpInput
        {...boxes}
        label={`کد تأیید ${label}`}
        // The student has just saved and the code is on its way: typing it is the next step.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={takesFocus}
      />
      {failure && <Problem role="alert">{failure}</Problem>}
      <Button type="submit" loading={confirm.isPending}>
        تأیید کد
      </Button>
    </Form>
  );
}
