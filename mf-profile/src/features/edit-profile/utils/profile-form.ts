import type { AuthUser, ProfileEditRequest } from '@shared/api-client';
import { normalizePersianInput } from '@shared/ui';

/** What the form holds, as typed. */
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

/** The longest bio the server keeps. */
export const BIO_MAX = 500;

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

/** A mobile number in any usual form (Persian or Arabic digits, spaces, +98) as 09xxxxxxxxx, or undefined. */
export function normalizeMobile(raw: string): string | undefined {
  const digits = normalizePersianInput(raw).replace(/[\s\-()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PERSIAN_NAME = /^[\u0600-\u06FF\u200c ]+$/;

function nameError(value: string, label: string): string | undefined {
  const name = normalizePersianInput(value).trim();
  if (name === '') return `${label} را وارد کنید.`;
  if (name.length < 2) return `${label} باید دست‌کم ۲ حرف باشد.`;
  if (name.length > 40) return `${label} نباید بیشتر از ۴۰ حرف باشد.`;
  if (!PERSIAN_NAME.test(name)) return `${label} را با حروف فارسی بنویسید.`;
  return undefined;
}

/**
 * The checks made before sending, in the server's own words, so a student
 * rarely meets a 422. The server still has the last say (a mobile number
 * taken by another account is only known there); its answers appear under
 * the same fields.
 */
export function validateProfile(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const firstName = nameError(values.first_name, 'نام');
  if (firstName) errors.first_name = firstName;
  const lastName = nameError(values.last_name, 'نام خانوادگی');
  if (lastName) errors.last_name = lastName;
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  if (mobile && !normalizeMobile(mobile)) errors.mobile = 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.';
  if (email && !EMAIL.test(email)) errors.email = 'نشانی ایمیل معتبر نیست.';
  if (!email && !mobile) errors.mobile = 'شمارهٔ موبایل یا ایمیل لازم است؛ با آن وارد می‌شوید.';
  if (values.bio.trim().length > BIO_MAX) errors.bio = 'معرفی نباید بیشتر از ۵۰۰ نویسه باشد.';
  return errors;
}

/** The request the form sends: names with Persian letters, the mobile as 09…, blanks as null (cleared). */
export function toEditRequest(values: ProfileFormValues): ProfileEditRequest {
  const orNull = (value: string) => value.trim() || null;
  return {
    first_name: normalizePersianInput(values.first_name).trim(),
    last_name: normalizePersianInput(values.last_name).trim(),
    email: orNull(values.email),
    mobile: values.mobile.trim() ? (normalizeMobile(values.mobile) ?? values.mobile.trim()) : null,
    grade_slug: orNull(values.grade_slug),
    bio: orNull(values.bio),
  };
}
