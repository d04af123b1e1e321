import type * as z from '@shared/schema';
import { requestErrors } from '../call.ts';
import { firstMessages } from '../error-mapping.ts';

/**
 * The first message of each field a request schema refuses, as a 422 (or
 * the client's own check) would show them; `{}` when the payload passes.
 */
export function fieldMessages(schema: z.ZodMiniType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload);
  return parsed.success ? {} : firstMessages(requestErrors(parsed.error.issues));
}
