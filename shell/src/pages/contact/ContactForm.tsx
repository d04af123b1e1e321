import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  contactRequestSchema,
  sendContactMessage,
  ValidationError,
  type ContactRequest,
  type ContactRequestBody,
} from '@shared/api-client';
import { Button, DraftRestoredNote, TextField, useFormDraft, useSnackbar } from '@shared/ui';
import { useDirtyForm } from '../../health/dirty-forms.ts';
import { useSession } from '../../session/use-session.ts';
import { contactDefaults } from './contact-prefill.ts';
import { CONTACT_FIELDS, type ContactField } from './contact-fields.ts';
import { sendFailureMessage } from './send-failure.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 40rem;
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

const Receipt = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
`;

/* «DS-00001» is one left-to-right unit: wrapped after its hyphen, a
   right-to-left line would show «-DS» and «00001» apart. */
const TrackingCode = styled.bdi`
  white-space: nowrap;
`;

const isField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/**
 * The contact form: a signed-in student's name, e-mail and mobile filled in,
 * checked before sending with the call's own schema (the server's rules and
 * words), the server's 422 messages under their fields,
 * everything typed kept on any failure, one request however often the
 * button is pressed, and a tracking code on success.
 */
export function ContactForm() {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const defaults = useMemo(() => contactDefaults(user), [user]);
  const form = useForm<ContactRequest, unknown, ContactRequestBody>({
    defaultValues: defaults,
    mode: 'onTouched',
    resolver: zodResolver(contactRequestSchema),
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  // The session may arrive after the form (a reload on /contactus): fill in what the student has not typed yet.
  useEffect(() => reset(defaults, { keepDirtyValues: true }), [defaults, reset]);
  const { errors } = formState;
  const { show } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [trackingCode, setTrackingCode] = useState<string | null>(null);
  // A second press before React re-renders the button as busy must not send again.
  const sending = useRef(false);
  useDirtyForm('contact', formState.isDirty);
  // Kept until sent: a reload, or a login in between, finds the message where it was.
  const draft = useFormDraft('contact', form);

  const send = useMutation({ mutationFn: sendContactMessage });

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setTrackingCode(null);
    try {
      const answer = await send.mutateAsync(values);
      const code = answer.data?.tracking_code;
      show({ type: 'success', message: code ? `پیام شما فرستاده شد. کد پیگیری: ${code}` : answer.message });
      setTrackingCode(code ?? null);
      // Ready for another message: the subject and text go, the student's details stay.
      reset(defaults);
      draft.clear();
    } catch (error) {
      if (error instanceof ValidationError) {
        const entries = Object.entries(error.fields);
        const known = entries.filter(([field]) => isField(field));
        known.forEach(([field, message], index) =>
          setError(field as ContactField, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        const other = entries.filter(([field]) => !isField(field)).map(([, message]) => message);
        if (other.length > 0 || known.length === 0) setFailure(other.join(' ') || error.message);
      } else {
        setFailure(sendFailureMessage(error));
      }
    } finally {
      sending.current = false;
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby="contact-required-note">
      <p id="contact-required-note">
        پر کردن بخش‌های ستاره‌دار لازم است. ایمیل یا شمارهٔ موبایل را دست‌کم یکی بنویسید تا بتوانیم پاسخ دهیم.
      </p>
      {draft.restored && <DraftRestoredNote />}
      {trackingCode && (
        <Receipt role="status">
          پیام شما ثبت شد. کد پیگیری: <TrackingCode dir="ltr">{trackingCode}</TrackingCode>
        </Receipt>
      )}
      <TextField
        label="نام و نام خانوادگی"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="ایمیل"
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { deps: ['mobile'] })}
      />
      <TextField
        label="شمارهٔ موبایل"
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        helperText="مانند ۰۹۱۲۳۴۵۶۷۸۹؛ رقم فارسی و انگلیسی هر دو پذیرفته است."
        error={errors.mobile?.message}
        {...register('mobile', { deps: ['email'] })}
      />
      <TextField label="موضوع" required error={errors.subject?.message} {...register('subject')} />
      <TextField
        multiline
        rows={6}
        label="متن پیام"
        required
        dir="auto"
        helperText="دست‌کم ۱۰ و حداکثر ۲۰۰۰ نویسه."
        error={errors.message?.message}
        {...register('message')}
      />
      {failure && <Alert role="alert">{failure}</Alert>}
      <div>
        <Button type="submit" loading={send.isPending}>
          فرستادن پیام
        </Button>
      </div>
    </Form>
  );
}
