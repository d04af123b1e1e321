import { FetchError, RateLimitError, ServerError } from '@shared/api-client';

/** What the form says when a message could not be sent for a reason other than its fields. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof FetchError)
    return 'اتصال به سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره بفرستید؛ متن شما سر جایش است.';
  if (error instanceof RateLimitError) return 'درخواست‌ها زیاد است. کمی بعد دوباره بفرستید؛ متن شما سر جایش است.';
  if (error instanceof ServerError) return 'سرور نتوانست پیام را ثبت کند. کمی بعد دوباره بفرستید؛ متن شما سر جایش است.';
  return 'پیام فرستاده نشد. دوباره بفرستید؛ متن شما سر جایش است.';
}
