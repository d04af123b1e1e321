import { z } from 'zod';
import { requestErrors } from '@shared/api-client';

// Zod's own Persian messages for anything a schema does not word itself.
z.config(z.locales.fa());

/** The result of checking a request against its schema. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/** Checks input with a zod schema and turns issues into the contract's errors map. */
export function check<S extends z.core.$ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: requestErrors(parsed.error.issues) };
}
