import type { AuthUser, ContactField } from '@shared/api-client';
import { toPersianDigits } from '@shared/ui';

/**
 * What the form holds, as typed. The rules and their Persian messages are
 * the call's own schema (`profileEditRequestSchema`), which the form checks
 * with; what only the server knows (a number taken by another account, that
 * a mobile number or an e-mail stays) comes back as a 422 under the fields.
 */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  grade_slug: string;
  bio: string;
}

/** The form's fields in the order a person fills them (and errors are focused). */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'mobile', 'email', 'grade_slug', 'bio'] as const;

/** A field → the message shown under it. */
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/**
 * A mobile number or e-mail as the form shows it: a number in Persian digits
 * (as everywhere on the site; the call reads Persian, Arabic and Latin
 * digits alike), an e-mail as written.
 */
export function contactFieldValue(field: ContactField, value: string | null): string {
  if (!value) return '';
  return field === 'mobile' ? toPersianDigits(value) : value;
}

/** The form filled from the user the server knows. */
export function valuesFromUser(user: AuthUser): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: contactFieldValue('email', user.email),
    mobile: contactFieldValue('mobile', user.mobile),
    grade_slug: user.grade_slug ?? '',
    bio: user.bio ?? '',
  };
}
