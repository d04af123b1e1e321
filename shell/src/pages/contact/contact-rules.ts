import type { RegisterOptions } from 'react-hook-form';
import { normalizePersianInput } from '@shared/ui';

/** What the form holds, as typed. */
export interface ContactFormValues {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
}

/** The fields, in the order a person fills them (and errors are focused). */
export const CONTACT_FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', mobile: '', subject: '', message: '' };

const NO_REPLY_ADDRESS = 'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.';

/** A mobile number in any usual form (Persian or Arabic digits, spaces, +98) as 09xxxxxxxxx, or undefined. */
export function normalizeMobile(raw: string): string | undefined {
  const digits = normalizePersianInput(raw).replace(/[\s\-()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The checks the form makes before sending, in the server's words. The
 * server has the last say (the message's minimum length is its rule); its
 * answers appear under the same fields.
 */
export const CONTACT_RULES: { [Field in keyof ContactFormValues]: RegisterOptions<ContactFormValues, Field> } = {
  name: {
    validate: (value) => value.trim().length >= 2 || 'نام خود را وارد کنید.',
    maxLength: { value: 60, message: 'نام نباید بیشتر از ۶۰ نویسه باشد.' },
  },
  email: {
    validate: (value, all) => {
      if (value.trim() === '') return all.mobile.trim() !== '' || NO_REPLY_ADDRESS;
      return EMAIL.test(value.trim()) || 'نشانی ایمیل معتبر نیست.';
    },
    deps: ['mobile'],
  },
  mobile: {
    validate: (value, all) => {
      if (value.trim() === '') return all.email.trim() !== '' || NO_REPLY_ADDRESS;
      return normalizeMobile(value) !== undefined || 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.';
    },
    deps: ['email'],
  },
  subject: {
    validate: (value) => value.trim().length >= 3 || 'موضوع پیام را وارد کنید.',
    maxLength: { value: 100, message: 'موضوع نباید بیشتر از ۱۰۰ نویسه باشد.' },
  },
  message: {
    validate: (value) => value.trim() !== '' || 'متن پیام را بنویسید.',
    maxLength: { value: 2000, message: 'متن پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.' },
  },
};
