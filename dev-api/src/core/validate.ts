import { z } from 'zod';

// Zod's own Persian messages for anything a schema does not word itself.
z.config(z.locales.fa());

/** The result of checking a request against its schema. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/** Checks input with a zod schema and turns issues into the contract's errors map. */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
