import { ValidationError } from '@shared/api-client';

/** What to say under a form when sending failed: the server's field message, else a general line. */
export function sendErrorText(error: unknown, field: string): string {
  if (error instanceof ValidationError) return error.fields[field] ?? Object.values(error.fields)[0] ?? error.message;
  if (error && typeof error === 'object' && 'status' in error && error.status === 401) {
    return 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';
  }
  return 'ارسال نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
}
