import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  passwordLogin,
  passwordLoginRequestSchema,
  type AuthResponse,
  type PasswordLoginRequest,
  type PasswordLoginRequestBody,
} from '@shared/api-client';
import { Button, SNACKBAR_CONFIGURED_DURATION_MS, TextField, useSnackbar } from '@shared/ui';
import { CaptchaField } from './CaptchaField.tsx';
import { alreadyAnnounced, fieldErrors, LOGIN_FAILED, serverMessage, waitMessage } from './login-errors.ts';
import { FormAlert, FormStack, Lead, SideActions } from './login-parts.ts';
import { ShowPassword } from './ShowPassword.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useOneAtATime } from './use-one-at-a-time.ts';

/** Props of {@link PasswordLoginForm}. */
export interface PasswordLoginFormProps {
  defaultLogin: string;
  onLoginChange: (login: string) => void;
  onSuccess: (auth: AuthResponse) => void;
  /** Opens the one-time code instead: the way in for a forgotten password. */
  onUseCode: () => void;
}

type Values = PasswordLoginRequest;

const FIELDS: readonly (keyof Values)[] = ['login', 'password', 'captcha'];

function isField(name: string): name is keyof Values {
  return (FIELDS as readonly string[]).includes(name);
}

/** Stands in for the key while the question loads: an answer is asked for from the start. */
const QUESTION_LOADING = 'loading';

/** The form's context: the captcha key when a question is asked (or on its way), none when it is switched off. */
interface FormContext {
  captchaKey: string | undefined;
}

const checkRequest = zodResolver(passwordLoginRequestSchema);

/**
 * The call's own schema checks the fields; the captcha key is not a field,
 * so it comes from the form's context, which decides whether an answer is due.
 */
const resolver: Resolver<Values, FormContext, PasswordLoginRequestBody> = (values, context, options) =>
  checkRequest({ ...values, captcha_key: context?.captchaKey }, context, options);

/**
 * Password login with captcha (spec sections 5 and 8). A failure shows the
 * server's message (or «ورود ناموفق بود») in an error snackbar and under the
 * fields it names, keeps the login and password, and asks a new captcha
 * question, since the old one cannot be answered twice.
 */
export function PasswordLoginForm({ defaultLogin, onLoginChange, onSuccess, onUseCode }: PasswordLoginFormProps) {
  const captcha = useCaptcha();
  const captchaAsked = captcha.data?.enabled !== false;
  const { register, handleSubmit, setError, setValue, formState } = useForm<
    Values,
    FormContext,
    PasswordLoginRequestBody
  >({
    defaultValues: { login: defaultLogin, password: '', captcha: '' },
    resolver,
    context: { captchaKey: captchaAsked ? (captcha.data?.key ?? QUESTION_LOADING) : undefined },
  });
  const login = useMutation({ mutationFn: passwordLogin });
  const { show } = useSnackbar();
  const [passwordShown, setPasswordShown] = useState(false);
  /** How long the login limits make the person wait (a 429), shown above the button until the next try. */
  const [wait, setWait] = useState<string>();

  const newQuestion = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const submit = useOneAtATime(async (values: PasswordLoginRequestBody) => {
    const question = captcha.data;
    if (!question) return newQuestion();
    setWait(undefined);
    try {
      onSuccess(
        await login.mutateAsync({
          login: values.login,
          password: values.password,
          captcha: question.enabled ? values.captcha : '',
          captcha_key: question.enabled ? question.key : undefined,
        }),
      );
    } catch (error) {
      newQuestion();
      setWait(waitMessage(error));
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
        {...register('password')}
      />
      <ShowPassword checked={passwordShown} onChange={setPasswordShown} />
      <CaptchaField
        captcha={captcha}
        onRefresh={newQuestion}
        error={formState.errors.captcha?.message}
        answer={register('captcha')}
      />
      {wait && <FormAlert role="alert">{wait}</FormAlert>}
      <Button type="submit" fullWidth loading={login.isPending}>
        ورود
      </Button>
      <SideActions>
        <Lead>رمز عبور را فراموش کرده‌اید؟ رمز عبور این‌جا ساخته یا عوض نمی‌شود؛ با کد یک‌بارمصرف وارد شوید.</Lead>
        <Button variant="ghost" size="sm" onClick={onUseCode}>
          ورود با کد یک‌بارمصرف
        </Button>
      </SideActions>
    </FormStack>
  );
}
