import type * as z from '@shared/schema';
import { firstMessages } from './error-mapping.ts';
import { RequiredParameterError, SchemaError, ValidationError } from './errors.ts';
import { send, type EndpointOptions, type RequestParts } from './http.ts';

/**
 * Spec section 5: a call missing a required parameter fails before any
 * request. Empty strings count as missing; 0 and false do not.
 */
export function requireParams(values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      throw new RequiredParameterError(name);
    }
  }
}

/** A zod issue list as the contract's 422 errors map (field → messages); a whole-body issue is `body`. */
export function requestErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Parses a request body with the call's request schema before sending: a
 * caller's mistake is the same ValidationError (Persian, per field) a 422
 * would give, and no request goes out. Returns the body as it is sent
 * (trimmed, digits and logins normalised).
 */
export function parseRequest<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = requestErrors(parsed.error.issues);
  throw new ValidationError(firstMessages(errors), Object.values(errors)[0]?.[0]);
}

/** Parses a response body with its schema at the boundary; a mismatch is a typed error, never a cast. */
export function parseResponse<S extends z.ZodMiniType>(endpoint: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SchemaError(endpoint, parsed.error.message);
  return parsed.data;
}

/** Sends a request and returns its JSON body parsed with `schema`. */
export async function callJson<S extends z.ZodMiniType>(
  endpoint: EndpointOptions,
  schema: S,
  parts: RequestParts = {},
): Promise<z.output<S>> {
  const response = await send(endpoint, parts);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new SchemaError(endpoint.path, 'body is not JSON');
  }
  return parseResponse(endpoint.path, schema, body);
}
