import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, single } from '@shared/api-client/core';

/** A named block of editable site text, e.g. the home intro or the login help (our design). */
export const simpleBlockSchema = z.looseObject({
  name: z.string(),
  title: z.string(),
  /** HTML; the site sanitises it before showing it. */
  body: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});

/** The block's name. */
export const simpleBlockRequestSchema = z.object({
  name: z.string({ error: 'نام بلوک را بفرستید.' }).check(z.trim(), z.minLength(1, 'نام بلوک را بفرستید.')),
});

export const simpleblockEndpoints = {
  /** A block by its name; 404 for an unknown name. */
  block: endpoint({
    method: 'post',
    path: '/front/simpleblock',
    access: 'public',
    body: simpleBlockRequestSchema,
    response: single(simpleBlockSchema),
  }),
};

export const simpleBlockResponseSchema = simpleblockEndpoints.block.response;

export type SimpleBlock = z.infer<typeof simpleBlockSchema>;
export type SimpleBlockResponse = z.infer<typeof simpleBlockResponseSchema>;

/** A named block of site text. */
export async function getSimpleBlock(name: string): Promise<SimpleBlockResponse> {
  requireParams({ name });
  return callEndpoint(simpleblockEndpoints.block, { body: { name } });
}
