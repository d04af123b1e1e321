import type { AuthUser, ContactConfirmResponse, ContactField } from '@shared/api-client';
import { Button, TextField } from '@shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useContactChanges } from '../hooks/use-contact-changes.ts';
import { fieldErrorsOf, useSaveProfile } from '../hooks/use-save-profile.ts';
import {
  BIO_MAX,
  PROFILE_FIELDS,
  toEditRequest,
  validateProfile,
  valuesFromUser,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../utils/profile-form.ts';
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

/**
 * The profile form. It checks what it can before sending; the server's 422
 * messages appear under their fields. What the student typed is never reset
 * by a failure: state changes only when they type, or after a save. A new
 * mobile number or e-mail is saved only once the code sent to it is
 * confirmed, in a panel under the form; the other fields are saved at once.
 */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromUser(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const save = useSaveProfile();
  const contacts = useContactChanges();
  const form = useRef<HTMLFormElement>(null);

  function focusFirst(found: ProfileFormErrors) {
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (!first) return;
    // Text fields carry the id; the grade select's combobox is named by its label's id.
    const control =
      form.current?.querySelector<HTMLElement>(`#profile-${first}`) ??
      form.current?.querySelector<HTMLElement>(`[role="combobox"][aria-labelledby="profile-${first}-label"]`);
    control?.focus();
  }

  function set(field: keyof ProfileFormValues, value: string) {
    setValues((was) => ({ ...was, [field]: value }));
    // The message was about the old value; the next submit checks the new one.
    setErrors((was) => ({ ...was, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(toEditRequest(values), {
      onSuccess: ({ pending }) => contacts.begin(pending),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        // A message with a field the form lacks still reaches the student, in the failure line.
        focusFirst(fields);
      },
    });
  }

  /** Puts a contact field back to a value (the account's own) and returns the focus to it. */
  function settle(field: ContactField, value: string | null) {
    set(field, value ?? '');
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
  const fieldProps = (field: keyof ProfileFormValues) => ({
    id: `profile-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });
  const otherFailure = save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0;

  return (
    <>
      <Form ref={form} onSubmit={submit} noValidate aria-labelledby="profile-form-heading">
        <h2 id="profile-form-heading" className="wide">
          اطلاعات شما
        </h2>
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
        <GradeSelect value={values.grade_slug} onChange={(slug) => set('grade_slug', slug)} error={errors.grade_slug} />
        <div className="wide">
          <TextField
            multiline
            rows={4}
            label="دربارهٔ من"
            helperText={`حداکثر ${BIO_MAX.toLocaleString('fa-IR')} نویسه.`}
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
