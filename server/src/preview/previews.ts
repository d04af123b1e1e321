import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AreaName } from '@shared/registry';
import { cookieValue } from '../cookie-value.ts';
import { checkRelease, type ReleaseCheckContext } from '../registry/release-check.ts';
import type { RegistryFile, RegistryRelease } from '../registry/registry-file.ts';
import { readPreviewToken, type Preview } from './preview-token.ts';

/** The cookie that carries a browser's preview: the signed token of its link, until the link expires. */
export const PREVIEW_COOKIE = 'platform_preview';

/** A browser's previews (docs/operations.md, "Previews"): who has one, and the registry as that browser sees it. */
export interface Previews {
  /** The preview this request's browser has, if its cookie carries a valid, unexpired token. */
  of(request: FastifyRequest): Preview | undefined;
  /**
   * The registry as a preview browser sees it: each previewed area's release current (no canary), today's
   * current first among the past ones (the browser's fallback when the preview fails to load). A release
   * that fails promote's checks now is not previewed.
   */
  view(registry: RegistryFile, preview: Preview): Promise<RegistryFile>;
  /** Sets the cookie for a token's preview; false when the token grants nothing. */
  start(reply: FastifyReply, token: string, secure: boolean): boolean;
  end(reply: FastifyReply, secure: boolean): void;
}

const cookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Previews signed with `secret` (preview-secret.ts); without one, nobody has a preview. */
export function createPreviews(context: ReleaseCheckContext, secret: string | undefined, now = Date.now): Previews {
  const checked = new Map<string, Promise<RegistryRelease | undefined>>();
  const release = (area: AreaName, version: string) => {
    const key = `${area}@${version}`;
    let found = checked.get(key);
    if (!found) {
      found = checkRelease(context, area, version).catch(() => undefined);
      checked.set(key, found);
      // Checked again a minute later: a store that changed meanwhile is not served from an old verdict.
      setTimeout(() => checked.delete(key), 60_000).unref();
    }
    return found;
  };
  const read = (token: string | undefined) => (secret ? readPreviewToken(token, secret, now()) : undefined);
  return {
    of: (request) => read(cookieValue(request.headers.cookie, PREVIEW_COOKIE)),
    async view(registry, preview) {
      const areas = { ...registry.areas };
      for (const [area, version] of Object.entries(preview.releases) as [AreaName, string][]) {
        const state = areas[area];
        const previewed = version && state ? await release(area, version) : undefined;
        if (!state || !previewed) continue;
        const past = [state.current, ...state.past.filter((old) => old.version !== state.current.version)];
        areas[area] = { ...state, current: previewed, past, canary: undefined };
      }
      return { ...registry, areas };
    },
    start(reply, token, secure) {
      const preview = read(token);
      if (!preview) return false;
      void reply.header('set-cookie', cookie(token, Math.ceil((preview.expiresAt - now()) / 1000), secure));
      return true;
    },
    end(reply, secure) {
      void reply.header('set-cookie', cookie('', 0, secure));
    },
  };
}
