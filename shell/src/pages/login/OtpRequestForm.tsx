import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginRegister, loginRegisterRequestSchema, type LoginRegisterRequest } from '@shared/api-client';
import { Button, TextField } from '@shared/ui';
import { fieldErrors, generalFailure } from './login-errors.ts';
import { FormAlert, FormStack, Lead } from './login-parts.ts';
import { challengeOf, type OtpChallenge } from './otp-challenge.ts';
import { useOneAtATime } from './use-one-at-a-time.ts';

/** Props of {@link OtpRequestForm}. */
export interface OtpRequestFormProps {
  /** What was typed before (in the other tab, or before changing the number). */
  defaultLogin: string;
  onLoginChange: (login: string) => void;
  /** Focus the field: the person came back to change the number. */
  focusLogin?: boolean;
  onSent: (challenge: OtpChallenge) => void;
}

/** The login as typed; the call's schema checks it and sends it normalised (09…, lower-case e-mail). */
type Values = LoginRegisterRequest;

const resolver = zodResolver(loginRegisterRequestSchema);

/** OTP step 1 (spec section 4): the mobile number or e-mail the code goes to. */
export function OtpRequestForm({ defaultLogin, onLoginChange, focusLogin = false, onSent }: OtpRequestFormProps) {
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    defaultValues: { login: defaultLogin },
    resolver,
  });
  const request = useMutation({ mutationFn: loginRegister });
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (focusLogin) setFocus('login');
  }, [focusLogin, setFocus]);

  const send = useOneAtATime(async ({ login }: Values) => {
    setFailure(undefined);
    try {
      onSent(challengeOf(await request.mutateAsync({ login })));
    } catch (error) {
      const message = fieldErrors(error).login;
      if (message) setError('login', { type: 'server', message }, { shouldFocus: true });
      else setFailure(generalFailure(error, 'فرستادن کد ناموفق بود؛ دوباره تلاش کنید.'));
    }
  });

  return (
    <FormStack noValidate aria-label="دریافت کد تأیید" onSubmit={(event) => void handleSubmit(send)(event)}>
      <Lead>
        شمارهٔ موبایل یا ایمیل خود را وارد کنید تا کد تأیید برایتان فرستاده شود. اگر حساب ندارید، همین‌جا ساخته می‌شود.
      </Lead>
      <TextField
        label="شمارهٔ موبایل یا ایمیل"
        helperText="رقم‌های فارسی هم پذیرفته می‌شود."
        dir="ltr"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={formState.errors.login?.message}
        {...register('login', {
          onChange: (event: { target: { value: string } }) => {
            setFailure(undefined);
            onLoginChange(event.target.value);
          },
        })}
      />
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Button type="submit" fullWidth loading={request.isPending}>
        دریافت کد تأیید
      </Button>
    </FormStack>
  );
}
