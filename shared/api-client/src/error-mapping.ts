import { HTTPError } from 'ky';
import * as z from '@shared/schema';
import {
  ApiError,
  FetchError,
  ForbiddenError,
  GatewayError,
  NotFoundError,
  RateLimitError,
  ResponseError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';

/** A 422 body: `errors` maps each field to its messages (spec section 5). */
const validationBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** The first message of each field: what the form shows under it. */
export function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) result[field] = messages[0];
  return result;
}

/** The body's `message` when it is Persian (a gateway's answer may be anyone's, in any language). */
function persianMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && /[\u0600-\u06FF]/.test(message) ? message : undefined;
}

/** Turns whatever ky threw into the error catalogue of spec section 8. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!(error instanceof HTTPError)) return new FetchError(error);
  const { status } = error.response;
  const body = await readBody(error.response);
  switch (status) {
    case 401:
      return new UnauthorizedError();
    case 403:
      return new ForbiddenError(body);
    case 404:
      return new NotFoundError();
    case 422: {
      const parsed = validationBodySchema.safeParse(body);
      return parsed.success
        ? new ValidationError(firstMessages(parsed.data.errors), parsed.data.message)
        : new ValidationError({});
    }
    case 429:
      return new RateLimitError(body);
    case 500:
      return new ServerError(body);
    case 502:
    case 503:
    case 504:
      return new GatewayError(status, persianMessageOf(body));
    default:
      return new ResponseError(status);
  }
}
