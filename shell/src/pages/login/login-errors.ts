import {
  FetchError,
  ForbiddenError,
  NETWORK_FAILED,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from '@shared/api-client';

/** The default message of a failed password login (spec section 8). */
export const LOGIN_FAILED = 'ورود ناموفق بود';

const DEFAULT_VALIDATION_MESSAGE = new ValidationError({}).message;

function messageOfBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The message the server sent with a failure, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ValidationError) return error.message === DEFAULT_VALIDATION_MESSAGE ? undefined : error.message;
  if (error instanceof ForbiddenError) return messageOfBody(error.body);
  return undefined;
}

/** The field errors of a 422 (field → first message); empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ValidationError ? error.fields : {};
}

/**
 * The server's words about a wait it imposes (a 429 of the login limits: «… ۳۰ ثانیه دیگر دوباره تلاش
 * کنید»). The client's own snackbar only says there were too many requests; the form says how long.
 */
export function waitMessage(error: unknown): string | undefined {
  return error instanceof RateLimitError ? messageOfBody(error.body) : undefined;
}

/**
 * True when the API client has already told the user about this failure: a
 * 429 or 500 raise their own snackbar and a 401 sends the user to login, so a
 * second message would only repeat it.
 */
export function alreadyAnnounced(error: unknown): boolean {
  return error instanceof RateLimitError || error instanceof ServerError || error instanceof UnauthorizedError;
}

/** A message for a failure the form cannot pin to a field, or undefined when the client already announced it. */
export function generalFailure(error: unknown, fallback: string): string | undefined {
  const wait = waitMessage(error);
  if (wait) return wait;
  if (alreadyAnnounced(error)) return undefined;
  if (error instanceof FetchError) return NETWORK_FAILED;
  return serverMessage(error) ?? fallback;
}
