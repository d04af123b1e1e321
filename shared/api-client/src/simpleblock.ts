import * as z from '@shared/schema';
import { callJson, parseRequest, requireParams } from './call.ts';
import { single } from './envelopes.ts';

/** A named block of editable site text, e.g. the home intro or the login help (our design). */
export const simpleBlockSchema = z.looseObject({
  name: z.string(),
  title: z.string(),
  /** HTML; the site sanitises it before showing it. */
  body: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});

export const simpleBlockResponseSchema = single(simpleBlockSchema);

/** POST /front/simpleblock's body: the block's name. */
export const simpleBlockRequestSchema = z.object({
  name: z.string({ error: 'نام بلوک را بفرستید.' }).check(z.trim(), z.minLength(1, 'نام بلوک را بفرستید.')),
});

export type SimpleBlock = z.infer<typeof simpleBlockSchema>;
export type SimpleBlockResponse = z.infer<typeof simpleBlockResponseSchema>;

/** POST /front/simpleblock (name) */
export async function getSimpleBlock(name: string): Promise<SimpleBlockResponse> {
  requireParams({ name });
  return callJson({ method: 'post', path: 'front/simpleblock' }, simpleBlockResponseSchema, {
    json: parseRequest(simpleBlockRequestSchema, { name }),
  });
}
