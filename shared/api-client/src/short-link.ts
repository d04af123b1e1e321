import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callEndpoint, endpoint, single } from '@shared/api-client/core';

/**
 * Short links `/s/{key}` (our design; the spec names the route and its
 * short-url guard only). The API says where a key points; the site decides
 * whether it may follow it.
 */
export const shortLinkSchema = z.looseObject({
  key: z.string(),
  /** A path of this site (`/course/…`) or an absolute URL; never trusted as it is. */
  target: z.string(),
});

export const shortLinkEndpoints = {
  /** Where a key points; 404 for an unknown key. */
  resolve: endpoint({
    method: 'get',
    path: '/front/short-link/:key',
    access: 'public',
    response: single(shortLinkSchema),
  }),
};

export type ShortLink = z.infer<typeof shortLinkSchema>;

/** Where a short link points; an unknown key is a NotFoundError. */
export async function resolveShortLink(key: string): Promise<ShortLink> {
  const response = await callEndpoint(shortLinkEndpoints.resolve, { params: { key } });
  return response.data;
}

/** Where a short link points; a key's target does not change during a visit. */
export const shortLinkQuery = (key: string) =>
  queryOptions({
    queryKey: ['short-link', 'target', key.trim()] as const,
    queryFn: () => resolveShortLink(key),
    staleTime: Infinity,
  });
