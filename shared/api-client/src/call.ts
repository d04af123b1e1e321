import type { z } from 'zod';
import { RequiredParameterError, SchemaError } from './errors.ts';
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

/** Parses a response body with its schema at the boundary; a mismatch is a typed error, never a cast. */
export function parseResponse<S extends z.ZodType>(endpoint: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SchemaError(endpoint, parsed.error.message);
  return parsed.data;
}

/** Sends a request and returns its JSON body parsed with `schema`. */
export async function callJson<S extends z.ZodType>(
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
