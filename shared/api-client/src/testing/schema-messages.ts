import type { z } from 'zod';
import { requestErrors } from '../call.ts';

/**
 * The first message of each field a request schema refuses, as a 422 (or
 * the client's own check) would show them; `{}` when the payload passes.
 */
export function fieldMessages(schema: z.ZodType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(requestErrors(parsed.error.issues))) {
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}
