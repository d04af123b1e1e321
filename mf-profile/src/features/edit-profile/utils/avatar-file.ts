import { formatNumber } from '@shared/ui';

/** The picture types the server takes (PNG, JPEG, WebP). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The server's size limit: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What the file chooser offers. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/**
 * Why a chosen file cannot be the avatar, or undefined when it can. Checked
 * before any upload, so a wrong or oversized file costs the student no
 * waiting and the server no bytes. The server checks again (it also looks
 * inside the file).
 */
export function avatarFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    const megabytes = formatNumber(file.size / (1024 * 1024), { maximumFractionDigits: 1 });
    return `حجم تصویر نباید بیشتر از ۲ مگابایت باشد؛ این فایل ${megabytes} مگابایت است.`;
  }
  if (file.size === 0) return 'این فایل خالی است؛ تصویر دیگری انتخاب کنید.';
  return undefined;
}
