import type { AuthUser } from '@shared/api-client';
import { toPersianDigits } from '@shared/ui';
import { EMPTY_CONTACT, type ContactFormValues } from './contact-fields.ts';

/**
 * The form as it opens: empty for a guest; for a signed-in student, their
 * name, e-mail and mobile already filled in (still editable), so they only
 * write the subject and the message. The name is built from the first and
 * last names, not `fullName`, which stands in «کاربر دانش‌سرا» for a
 * student who has not given one; the mobile shows in Persian digits, as
 * the form's example does.
 */
export function contactDefaults(user: AuthUser | null): ContactFormValues {
  if (user === null) return EMPTY_CONTACT;
  return {
    ...EMPTY_CONTACT,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email ?? '',
    mobile: user.mobile ? toPersianDigits(user.mobile) : '',
  };
}
