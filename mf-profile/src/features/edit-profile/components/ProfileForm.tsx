import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_BIO_MAX_LENGTH,
  profileEditRequestSchema,
  type AuthUser,
  type ContactConfirmResponse,
  type ContactField,
  type ProfileEditRequest,
  type ProfileEditRequestBody,
} from '@shared/api-client';
import { Button, DraftRestoredNote, TextField, useFormDraft } from '@shared/ui';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useContactChanges } from '../hooks/use-contact-changes.ts';
import { fieldErrorsOf, useSaveProfile } from '../hooks/use-save-profile.ts';
import { contactFieldValue, PROFILE_FIELDS, valuesFromUser, type ProfileFormValues } from '../utils/profile-form.ts';
import { ContactChangePanel } from './ContactChangePanel.tsx';
import { GradeSelect } from './GradeSelect.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Failure = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Confirmations = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/** Under a mobile number or e-mail that waits for its code. */
const WAITING_HINT: Record<ContactField, string> = {
  mobile: 'در انتظار تأیید کد؛ تا آن زمان شمارهٔ پیشین شما برقرار است.',
  email: 'در انتظار تأیید کد؛ تا آن زمان ایمیل پیشین شما برقرار است.',
};

/** The call's own schema checks the form: the server's rules, in its words. */
const resolver = zodResolver(profileEditRequestSchema);

/**
 * The profile form. It checks what it can before sending; the server's 422
 * messages appear under their fields. What the student typed is never reset
 * by a failure: values change only when they type, or after a save. A new
 * mobile number or e-mail is saved only once the code sent to it is
 * confirmed, in a panel under the form; the other fields are saved at once.
 */
export function ProfileForm({ user }: { user: AuthUser }) {
  const profileForm = useForm<ProfileEditRequest, unknown, ProfileEditRequestBody>({
    defaultValues: valuesFromUser(user),
    resolver,
    // A message is about the value it judged: typing removes it, and the next submit checks again.
    reValidateMode: 'onSubmit',
    // The grade select is not a plain input, so focusing is done here, in the fields' order.
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setValue, clearErrors, formState } = profileForm;
  // Kept until saved: a save that meets an ended session finds every field back after login.
  const draft = useFormDraft('profile', profileForm);
  const { errors } = formState;
  const save = useSaveProfile();
  const contacts = useContactChanges();
  const form = useRef<HTMLFormElement>(null);

  /** Focuses the first field, in the form's order, that has a message (the form's own or the server's). */
  function focusFirst(found: Partial<Record<keyof ProfileFormValues, unknown>>) {
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (!first) return;
    // Text fields carry the id; the grade select's combobox is named by its label's id.
    const control =
      form.current?.querySelector<HTMLElement>(`#profile-${first}`) ??
      form.current?.querySelector<HTMLElement>(`[role="combobox"][aria-labelledby="profile-${first}-label"]`);
    control?.focus();
  }

  function set(field: keyof ProfileFormValues, value: string) {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  }

  const submit = handleSubmit(
    (request) =>
      save.mutate(request, {
        onSuccess: ({ pending }) => {
          draft.clear();
          contacts.begin(pending);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          for (const field of PROFILE_FIELDS) {
            const message = fields[field];
            if (message) setError(field, { type: 'server', message });
          }
          // A message with a field the form lacks still reaches the student, in the failure line.
          focusFirst(fields);
        },
      }),
    (found) => focusFirst(found),
  );

  /** Puts a contact field back to a value (the account's own) and returns the focus to it. */
  function settle(field: ContactField, value: string | null) {
    set(field, contactFieldValue(field, value));
    form.current?.querySelector<HTMLElement>(`#profile-${field}`)?.focus();
  }

  function cancelChange(field: ContactField) {
    contacts.close(field);
    settle(field, user[field]);
  }

  function changeConfirmed(field: ContactField, answer: ContactConfirmResponse) {
    contacts.confirmed(field, answer);
    settle(field, answer.data[field]);
  }

  const waitingHint = (field: ContactField) => (contacts.pendingFor(field) ? WAITING_HINT[field] : undefined);
  const fieldProps = (field: Exclude<keyof ProfileFormValues, 'grade_slug'>) => ({
    id: `profile-${field}`,
    error: errors[field]?.message,
    ...register(field, { onChange: () => clearErrors(field) }),
  });
  const otherFailure = save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0;

  return (
    <>
      <Form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-form-heading">
        <h2 id="profile-form-heading" className="wide">
          اطلاعات شما
        </h2>
        {draft.restored && (
          <div className="wide">
            <DraftRestoredNote />
          </div>
        )}
        <TextField label="نام" required autoComplete="given-name" dir="auto" {...fieldProps('first_name')} />
        <TextField label="نام خانوادگی" required autoComplete="family-name" dir="auto" {...fieldProps('last_name')} />
        <TextField
          label="شمارهٔ موبایل"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          helperText={waitingHint('mobile')}
          {...fieldProps('mobile')}
        />
        <TextField
          label="ایمیل"
          type="email"
          autoComplete="email"
          dir="ltr"
          helperText={waitingHint('email')}
          {...fieldProps('email')}
        />
        <Controller
          control={control}
          name="grade_slug"
          render={({ field }) => (
            <GradeSelect
              value={field.value ?? ''}
              onChange={(slug) => set('grade_slug', slug)}
              error={errors.grade_slug?.message}
            />
          )}
        />
        <div className="wide">
          <TextField
            multiline
            rows={4}
            label="دربارهٔ من"
            helperText={`حداکثر ${PROFILE_BIO_MAX_LENGTH.toLocaleString('fa-IR')} نویسه.`}
            dir="auto"
            {...fieldProps('bio')}
          />
        </div>
        {otherFailure && <Failure role="alert">ذخیره انجام نشد. آنچه نوشته‌اید سر جایش است؛ دوباره تلاش کنید.</Failure>}
        <div className="wide">
          <Button type="submit" loading={save.isPending}>
            ذخیرهٔ تغییرات
          </Button>
        </div>
      </Form>
      {contacts.changes.length > 0 && (
        <Confirmations>
          {contacts.changes.map((change, index) => (
            <ContactChangePanel
              key={`${change.field}:${change.value}`}
              change={change}
              user={user}
              takesFocus={index === 0}
              onResend={() => contacts.resend(change.field)}
              onCancel={() => cancelChange(change.field)}
              onConfirmed={(answer) => changeConfirmed(change.field, answer)}
            />
          ))}
        </Confirmations>
      )}
    </>
  );
}
