import { z } from 'zod';
import { requestErrors } from '@shared/api-client';
import { persianIssueMessage } from './zod-persian.ts';

// Persian messages for anything a schema does not word itself (zod's own Persian names types in English).
z.config({ localeError: persianIssueMessage });

/** The result of checking a request against its schema. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/** Checks input with a zod schema and turns issues into the contract's errors map. */
export function check<S extends z.core.$ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: requestErrors(parsed.error.issues) };
}
