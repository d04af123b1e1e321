import type { AuthUser } from '@shared/api-client';

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

/** The form filled from the user the server knows. */
export function valuesFromUser(user: AuthUser): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    grade_slug: user.grade_slug ?? '',
    bio: user.bio ?? '',
  };
}
