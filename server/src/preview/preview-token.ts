import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AREAS, releaseVersionSchema } from '@shared/registry';

/** What a preview link grants: these releases of these areas, to one browser, until `expiresAt` (ms). */
export const previewSchema = z.object({
  releases: z.partialRecord(z.enum(AREAS), releaseVersionSchema),
  expiresAt: z.number().int().positive(),
});

export type Preview = z.infer<typeof previewSchema>;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The token of a preview link and cookie: its JSON, base64url, a dot, and an HMAC of it with the secret. */
export function previewToken(preview: Preview, secret: string): string {
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The preview a token grants, or undefined when it was not signed with this secret, is malformed, names no
 * release, or has expired. Nothing of an unsigned token is parsed.
 */
export function readPreviewToken(token: string | undefined, secret: string, now = Date.now()): Preview | undefined {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = previewSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expiresAt <= now || !Object.keys(parsed.data.releases).length) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}
