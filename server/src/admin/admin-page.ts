import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREAS } from '@shared/registry';
import { cookieValue } from '../cookie-value.ts';
import { formatHistory, formatStatus } from '../ops/format.ts';
import { formatRollouts } from '../ops/rollout-format.ts';
import { areaHistory } from '../registry/operations.ts';
import { status } from '../registry/status.ts';
import { personOf } from './admin-people.ts';
import { opsPageHtml, signInHtml } from './admin-page-html.ts';
import type { AdminOptions } from './admin-routes.ts';

/** The cookie that keeps a person signed in to the ops page: their token, for /admin only, 8 hours. */
const SESSION_COOKIE = 'platform_admin';
const SESSION_SECONDS = 8 * 60 * 60;
/** The most history lines of an area the page shows: the newest changes. */
const HISTORY_LINES = 40;

function sessionCookie(token: string, secure: boolean, maxAge = SESSION_SECONDS): string {
  const value = encodeURIComponent(token);
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/admin; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const html = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The ops page at /admin (docs/operations.md, "The ops page"): a sign-in form for a person's admin token,
 * kept in an HttpOnly, SameSite=Strict cookie scoped to /admin; then each area's releases, `ops status`
 * and each area's `ops history`, server-rendered, read-only (changes stay with the CLI and the admin API,
 * which take the token in a header, so no other site can make a signed-in browser change anything).
 */
export async function adminPage(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { people, context } = options;
  const signedIn = (request: FastifyRequest) => {
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!token) return undefined;
    try {
      return personOf(`Bearer ${decodeURIComponent(token)}`, people);
    } catch {
      return undefined; // not percent-encoded as this server writes it: not a session of ours
    }
  };
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    scope.get('/admin', async (request, reply) => {
      const person = signedIn(request);
      if (!person) return html(reply, 200, signInHtml());
      const report = await status(context, options.failures, {
        openBreakers: options.openBreakers?.(),
        pageCache: options.pageCache?.(),
        health: options.health,
        vitals: options.vitals,
      });
      const rollouts = options.rollouts ? await options.rollouts.all() : [];
      const registry = await context.registry.read();
      const histories = AREAS.map((area) => ({
        area,
        text: formatHistory(areaHistory(registry, area)).split('\n').slice(0, HISTORY_LINES).join('\n'),
      }));
      const statusText = [formatStatus(report), formatRollouts(rollouts)].filter(Boolean).join('\n');
      return html(reply, 200, opsPageHtml(person.name, report, statusText, histories));
    });
    scope.post('/admin/session', async (request, reply) => {
      const typed = (request.body instanceof URLSearchParams ? request.body.get('token') : null)?.trim() ?? '';
      const person = personOf(`Bearer ${typed}`, people);
      if (!person)
        return html(
          reply,
          401,
          signInHtml('این توکن شناخته نیست؛ توکن خودتان را از تنظیمات سرور (ADMIN_TOKENS) بپرسید.', typed),
        );
      void reply.header('set-cookie', sessionCookie(person.token, request.protocol === 'https'));
      return reply.code(303).header('location', '/admin').send();
    });
    scope.post('/admin/session/end', async (request, reply) => {
      void reply.header('set-cookie', sessionCookie('', request.protocol === 'https', 0));
      return reply.code(303).header('location', '/admin').send();
    });
  });
}
