/**
 * The error catalogue of spec section 8 as typed errors. Pages switch on the
 * class; the shell turns some of them into global behaviour (login redirect,
 * snackbars) through the event bus.
 */

/** Base class of every error a call can throw. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A required parameter was missing; raised before any request is sent (spec section 5). */
export class RequiredParameterError extends ApiError {
  constructor(readonly parameter: string) {
    super(`Required parameter "${parameter}" is missing.`);
  }
}

/** 401: the session is over; the access token has already been cleared. */
export class UnauthorizedError extends ApiError {
  constructor() {
    super('Unauthorized', 401);
  }
}

/** 403: returned to the caller to handle; no global behaviour. */
export class ForbiddenError extends ApiError {
  constructor(readonly body: unknown) {
    super('Forbidden', 403);
  }
}

/** 422: field → first message, ready to show under each field. */
export class ValidationError extends ApiError {
  constructor(
    readonly fields: Record<string, string>,
    message = 'Validation failed',
  ) {
    super(message, 422);
  }
}

/** 404 on an API request: pages turn it into the not-found page. */
export class NotFoundError extends ApiError {
  constructor() {
    super('Not found', 404);
  }
}

/** 429: too many requests; the shell shows the rate-limit snackbar. `body` may say how long to wait. */
export class RateLimitError extends ApiError {
  constructor(readonly body?: unknown) {
    super('Too many requests', 429);
  }
}

/** 500: the server failed; the shell shows the server-error snackbar. */
export class ServerError extends ApiError {
  constructor(readonly body: unknown) {
    super('Server error', 500);
  }
}

/** What a gateway's answer says when it sent no message of its own. */
export const GATEWAY_FAILED = 'سرور داده‌ها در دسترس نیست؛ چند لحظهٔ دیگر دوباره تلاش کنید.';

/**
 * 502, 503 or 504: the site server could not reach the API, or the API did not answer in time. The
 * message is Persian, ready to show: the site server's own (`{ message }`), else a default.
 */
export class GatewayError extends ApiError {
  constructor(status: number, message = GATEWAY_FAILED) {
    super(message, status);
  }
}

/** Any other non-2xx status. */
export class ResponseError extends ApiError {
  constructor(status: number) {
    super('Response returned an error code', status);
  }
}

/** What an action a person started says when its request got no answer ({@link FetchError}). */
export const NETWORK_FAILED = 'پاسخی از سرور نرسید؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';

/** The request never got an answer (offline, DNS, timeout, aborted). */
export class FetchError extends ApiError {
  constructor(override readonly cause: unknown) {
    super('Fetch error');
  }
}

/** The server answered 2xx with a body that does not match the contract. */
export class SchemaError extends ApiError {
  constructor(
    readonly endpoint: string,
    readonly issues: string,
  ) {
    super(`Response of ${endpoint} does not match its schema`);
  }
}
