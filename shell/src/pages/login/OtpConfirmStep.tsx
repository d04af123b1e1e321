import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmOtp, loginRegister, otpCodeOnlySchema, type AuthResponse } from '@shared/api-client';
import { Button, formatDuration, OtpInput, useCodeForm, useSecondsLeft } from '@shared/ui';
import { fieldErrors, generalFailure } from './login-errors.ts';
import { FormAlert, FormStack, Lead, SideActions } from './login-parts.ts';
import { challengeOf, type OtpChallenge } from './otp-challenge.ts';
import { useOneAtATime } from './use-one-at-a-time.ts';

/** How long the person waits before asking for another code. */
export const RESEND_AFTER_S = 60;

const codeSchema = otpCodeOnlySchema;

/** Props of {@link OtpConfirmStep}. */
export interface OtpConfirmStepProps {
  challenge: OtpChallenge;
  /** A new code was sent: its token replaces the old one. */
  onResent: (challenge: OtpChallenge) => void;
  /** Back to the first step to correct the number or e-mail. */
  onChangeLogin: () => void;
  onSuccess: (auth: AuthResponse) => void;
}

/**
 * OTP step 2 (spec section 4): the code with the token. The code is checked
 * as soon as the last box is filled; a wrong or expired code shows under the
 * boxes and keeps the digits. Typing a whole new code over them sends it once
 * (not once per box); one corrected digit is sent with the button.
 */
export function OtpConfirmStep({ challenge, onResent, onChangeLogin, onSuccess }: OtpConfirmStepProps) {
  const [failure, setFailure] = useState<string>();
  const confirm = useMutation({ mutationFn: confirmOtp });
  const resend = useMutation({ mutationFn: loginRegister });
  const remaining = useSecondsLeft(challenge.sentAt + RESEND_AFTER_S * 1000);
  const { boxes, submit, codeError, clear } = useCodeForm({
    codeLength: challenge.codeLength,
    codeSchema,
    onAttempt: () => setFailure(undefined),
    onCode: async (code) => {
      try {
        onSuccess(await confirm.mutateAsync({ code, token: challenge.token }));
      } catch (error) {
        const fields = fieldErrors(error);
        const message = fields.code ?? fields.token;
        if (message) codeError(message);
        else setFailure(generalFailure(error, 'تأیید کد ناموفق بود؛ دوباره تلاش کنید.'));
      }
    },
  });

  const sendAgain = useOneAtATime(async () => {
    setFailure(undefined);
    try {
      const next = challengeOf(await resend.mutateAsync({ login: challenge.login }));
      clear();
      onResent(next);
    } catch (error) {
      setFailure(
        fieldErrors(error).login ?? generalFailure(error, 'فرستادن دوبارهٔ کد ناموفق بود؛ کمی بعد دوباره تلاش کنید.'),
      );
    }
  });

  return (
    <FormStack noValidate aria-label="تأیید کد" onSubmit={(event) => void submit(event)}>
      <Lead role="status">{challenge.message}</Lead>
      <OtpInput
        // A new code empties the boxes.
        key={challenge.token}
        {...boxes}
        // The person has just asked for this code, so typing it starts here; nothing else is skipped.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Button type="submit" fullWidth loading={confirm.isPending}>
        تأیید و ورود
      </Button>
      <SideActions>
        <Button variant="ghost" size="sm" onClick={onChangeLogin}>
          ویرایش شماره یا ایمیل
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remaining > 0}
          loading={resend.isPending}
          onClick={() => void sendAgain()}
        >
          {remaining > 0 ? `ارسال دوبارهٔ کد تا ${formatDuration(remaining)}` : 'ارسال دوبارهٔ کد'}
        </Button>
      </SideActions>
    </FormStack>
  );
}
