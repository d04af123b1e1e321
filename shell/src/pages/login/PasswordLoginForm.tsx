import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordLogin, type AuthResponse } from '@shared/api-client';
import { Button, SNACKBAR_CONFIGURED_DURATION_MS, TextField, toLatinDigits, useSnackbar } from '@shared/ui';
import { CaptchaField } from './CaptchaField.tsx';
import { alreadyAnnounced, fieldErrors, LOGIN_FAILED, serverMessage } from './login-errors.ts';
import { loginProblem, normalizeLogin } from './login-identifier.ts';
import { FormStack } from './login-parts.ts';
import { ShowPassword } from './ShowPassword.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useOneAtATime } from './use-one-at-a-time.ts';

/** Props of {@link PasswordLoginForm}. */
export interface PasswordLoginFormProps {
  defaultLogin: string;
  onLoginChange: (login: string) => void;
  onSuccess: (auth: AuthResponse) => void;
}

interface Values {
  login: string;
  password: string;
  captcha: string;
}

const FIELDS: readonly (keyof Values)[] = ['login', 'password', 'captcha'];

function isField(name: string): name is keyof Values {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * Password login with captcha (spec sections 5 and 8). A failure shows the
 * server's message (or «ورود ناموفق بود») in an error snackbar and under the
 * fields it names, keeps the login and password, and asks a new captcha
 * question, since the old one cannot be answered twice.
 */
export function PasswordLoginForm({ defaultLogin, onLoginChange, onSuccess }: PasswordLoginFormProps) {
  const { register, handleSubmit, setError, setValue, formState } = useForm<Values>({
    defaultValues: { login: defaultLogin, password: '', captcha: '' },
  });
  const captcha = useCaptcha();
  const login = useMutation({ mutationFn: passwordLogin });
  const { show } = useSnackbar();
  const [passwordShown, setPasswordShown] = useState(false);

  const newQuestion = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const submit = useOneAtATime(async (values: Values) => {
    const question = captcha.data;
    if (!question) return newQuestion();
    try {
      onSuccess(
        await login.mutateAsync({
          login: normalizeLogin(values.login),
          password: values.password,
          captcha: question.enabled ? toLatinDigits(values.captcha).trim() : '',
          captcha_key: question.enabled ? question.key : undefined,
        }),
      );
    } catch (error) {
      newQuestion();
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (isField(field)) setError(field, { type: 'server', message });
      }
      if (!alreadyAnnounced(error)) {
        show({
          type: 'error',
          message: serverMessage(error) ?? LOGIN_FAILED,
          duration: SNACKBAR_CONFIGURED_DURATION_MS,
        });
      }
    }
  });

  const captchaAsked = captcha.data?.enabled !== false;
  return (
    <FormStack noValidate aria-label="ورود با رمز عبور" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextField
        label="شمارهٔ موبایل یا ایمیل"
        dir="ltr"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={formState.errors.login?.message}
        {...register('login', {
          validate: (value) => loginProblem(value) ?? true,
          onChange: (event: { target: { value: string } }) => onLoginChange(event.target.value),
        })}
      />
      <TextField
        label="رمز عبور"
        type={passwordShown ? 'text' : 'password'}
        dir="ltr"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password', { validate: (value) => (value === '' ? 'رمز عبور را وارد کنید.' : true) })}
      />
      <ShowPassword checked={passwordShown} onChange={setPasswordShown} />
      <CaptchaField
        captcha={captcha}
        onRefresh={newQuestion}
        error={formState.errors.captcha?.message}
        answer={register('captcha', {
          validate: (value) => (captchaAsked && value.trim() === '' ? 'پاسخ کد امنیتی را وارد کنید.' : true),
        })}
      />
      <Button type="submit" fullWidth loading={login.isPending}>
        ورود
      </Button>
    </FormStack>
  );
}
