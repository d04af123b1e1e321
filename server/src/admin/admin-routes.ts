import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageCacheFigures } from '../render/page-cache.ts';
import { z } from 'zod';
import { AREAS, releaseVersionSchema } from '@shared/registry';
import { areaHistory, canary, promote, rollback, type OpsContext } from '../registry/operations.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import { LockBusyError } from '../registry/file-lock.ts';
import type { SmokeReport } from '../registry/smoke-gate.ts';
import { status } from '../registry/status.ts';
import type { FailureReports, HealthCounts, Rollouts, VitalsCounts } from '../store/site-store.ts';
import { explainStoreError, StoreUnreachableError } from '../store/store-unreachable.ts';
import { personOf, type AdminPerson } from './admin-people.ts';
import { adminPage } from './admin-page.ts';
import { MAX_REASON } from '../registry/area-lock.ts';
import { lockArea, unlockArea } from '../registry/lock-operations.ts';
import { statusOfOperationError } from './error-status.ts';

const areaParams = z.object({ area: z.enum(AREAS) });
/** A personal token names the actor itself; only the shared ADMIN_TOKEN needs `actor` (free text). */
const changeBody = z.object({
  actor: z.string().trim().min(1, 'say who you are (free text)').max(100).optional(),
  expectedRevision: z.number().int().nonnegative().optional(),
  reason: z.string().trim().max(MAX_REASON).optional(),
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/i, 'a commit id: 7 to 40 hexadecimal characters')
    .optional(),
});
/** `skipSmoke`: promote or canary without the smoke test (docs/operations.md, "The smoke test"). */
const promoteBody = changeBody.extend({ version: releaseVersionSchema, skipSmoke: z.boolean().optional() });
// `force: true` rolls back even to a release with failures recorded since it was last current.
const rollbackBody = changeBody.extend({ force: z.boolean().optional() });
const canaryBody = promoteBody.extend({ percent: z.number().int() });

/** What the admin API needs. */
export interface AdminOptions {
  context: OpsContext;
  /** The store's failure reports (or a `load-failures.json`), for status. */
  failures: FailureReports | string;
  /** The store's health counts: each area's current and canary release side by side in status. */
  health?: HealthCounts;
  /** The store's Web Vitals counts: each release's p75 LCP, INP and CLS in status. */
  vitals?: VitalsCounts;
  /** The store's rollouts: each area's running (or last) rollout, its step and last judgement, in status. */
  rollouts?: Rollouts;
  /** Who may use it, each with their token (adminPeople); with nobody the admin API is off: every /admin path answers 404. */
  people: readonly AdminPerson[];
  /** The releases whose render circuit breaker is open now (`blog@1.2.0`, `shell`), for status. */
  openBreakers?: () => string[];
  /** This server process's page cache in figures, for status. */
  pageCache?: () => PageCacheFigures;
}

const INTERNAL_ERROR = 'خطایی درونی در سرور رخ داد و کار انجام نشد؛ جزئیات در گزارش سرور است.';

function changed(registry: RegistryFile, area: (typeof AREAS)[number]) {
  return { revision: registry.revision, area, state: registry.areas[area] };
}

/** What the smoke test said, for the answer: its Persian text and, when it ran, every route's result. */
function smokeAnswer() {
  const answer: { smoke?: { text: string; report?: SmokeReport } } = {};
  return { answer, onSmoke: (text: string, report?: SmokeReport) => (answer.smoke = { text, report }) };
}

/**
 * The ops operations over HTTP, only with `Authorization: Bearer <ADMIN_TOKEN>`:
 * GET /admin/status, GET /admin/areas/:area/history, and POST
 * /admin/areas/:area/{promote,rollback,canary,lock,unlock} with a JSON body (the version, the percent, an
 * optional reason, commit and expectedRevision; rollback's optional force). The history names the person
 * whose token made the change; through the shared ADMIN_TOKEN, the `actor` the body gives.
 */
export async function adminRoutes(
  app: FastifyInstance,
  { context, failures, health, vitals, rollouts, people, openBreakers, pageCache }: AdminOptions,
) {
  if (!people.length) {
    app.all('/admin', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    app.all('/admin/*', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  // The ops page for people in a browser; the JSON API below for the CLI and scripts.
  await adminPage(app, { context, failures, health, vitals, rollouts, people, openBreakers, pageCache });
  const callers = new WeakMap<FastifyRequest, AdminPerson>();
  /** Who asks for a change: the token's person, or (the shared token) the actor the body names. */
  const changeRequest = (request: FastifyRequest, body: z.infer<typeof changeBody>) => {
    const person = callers.get(request)!;
    if (person.shared && !body.actor) {
      throw new z.ZodError([{ code: 'custom', path: ['actor'], message: 'say who you are (free text)', input: body }]);
    }
    const { actor, ...rest } = body;
    return { ...rest, actor: person.shared ? actor! : person.name };
  };
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const person = personOf(request.headers.authorization, people);
      if (person) callers.set(request, person);
      else {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="admin"')
          .send({ message: 'The admin API needs Authorization: Bearer <your token> (ADMIN_TOKENS or ADMIN_TOKEN).' });
      }
    });
    admin.setErrorHandler((raw, _request, reply: FastifyReply) => {
      // PostgreSQL out of reach is a state that passes (503, the CLI's Persian message), not a fault of ours.
      const error = explainStoreError(raw);
      // Fastify's own 4xx (a body that is not JSON, too large) keep their status.
      const own = (error as { statusCode?: number }).statusCode;
      const code = own && own < 500 ? own : statusOfOperationError(error);
      if (code === 500) {
        admin.log.error(error);
        // The log has the details; the answer names nothing internal (paths, library errors).
        return reply.code(500).send({ message: INTERNAL_ERROR });
      }
      // A busy registry frees up within seconds: say when it is worth asking again.
      if (error instanceof LockBusyError || error instanceof StoreUnreachableError)
        void reply.header('retry-after', '5');
      const message = error instanceof z.core.$ZodError ? z.prettifyError(error) : (error as Error).message;
      return reply.code(code).send({ message });
    });

    admin.get('/admin/status', async () => ({
      ...(await status(context, failures, {
        openBreakers: openBreakers?.(),
        pageCache: pageCache?.(),
        health,
        vitals,
      })),
      ...(rollouts ? { rollouts: await rollouts.all() } : {}),
    }));
    admin.get('/admin/areas/:area/history', async (request) => {
      const { area } = areaParams.parse(request.params);
      return { area, history: areaHistory(await context.registry.read(), area) };
    });
    admin.post('/admin/areas/:area/promote', async (request) => {
      const { area } = areaParams.parse(request.params);
      const smoke = smokeAnswer();
      const { version, skipSmoke, ...body } = promoteBody.parse(request.body);
      const change = { ...changeRequest(request, body), skipSmoke, onSmoke: smoke.onSmoke };
      return {
        ...changed(await promote(context, area, version, change), area),
        ...smoke.answer,
      };
    });
    admin.post('/admin/areas/:area/rollback', async (request) => {
      const { area } = areaParams.parse(request.params);
      const { force, ...body } = rollbackBody.parse(request.body);
      return changed(await rollback(context, area, { ...changeRequest(request, body), force }), area);
    });
    admin.post('/admin/areas/:area/canary', async (request) => {
      const { area } = areaParams.parse(request.params);
      const { version, percent, skipSmoke, ...body } = canaryBody.parse(request.body);
      const smoke = smokeAnswer();
      const change = { ...changeRequest(request, body), skipSmoke, onSmoke: smoke.onSmoke };
      const registry = await canary(context, area, version, percent, change);
      return { ...changed(registry, area), ...smoke.answer };
    });
    // Lock (a reason is required) and unlock: changes to a locked area answer 423 with who locked it and why.
    admin.post('/admin/areas/:area/lock', async (request) => {
      const { area } = areaParams.parse(request.params);
      return changed(await lockArea(context, area, changeRequest(request, changeBody.parse(request.body))), area);
    });
    admin.post('/admin/areas/:area/unlock', async (request) => {
      const { area } = areaParams.parse(request.params);
      return changed(await unlockArea(context, area, changeRequest(request, changeBody.parse(request.body))), area);
    });
    admin.all('/admin/*', (_request, reply) => reply.code(404).send({ message: 'No such admin operation.' }));
  });
}
