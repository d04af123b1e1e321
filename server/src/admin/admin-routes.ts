import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AREAS, releaseVersionSchema } from '@shared/registry';
import { areaHistory, canary, promote, rollback, type OpsContext } from '../registry/operations.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import { LockBusyError } from '../registry/file-lock.ts';
import type { SmokeReport } from '../registry/smoke-gate.ts';
import { status } from '../registry/status.ts';
import type { FailureReports, HealthCounts, Rollouts, VitalsCounts } from '../store/site-store.ts';
import { explainStoreError, StoreUnreachableError } from '../store/store-unreachable.ts';
import { hasBearerToken } from './bearer-token.ts';
import { statusOfOperationError } from './error-status.ts';

const areaParams = z.object({ area: z.enum(AREAS) });
const changeBody = z.object({
  actor: z.string().trim().min(1, 'say who you are (free text)').max(100),
  expectedRevision: z.number().int().nonnegative().optional(),
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
  /** Without a token the admin API is off: every /admin path answers 404. */
  token: string | undefined;
  /** The releases whose render circuit breaker is open now (`blog@1.2.0`, `shell`), for status. */
  openBreakers?: () => string[];
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
 * /admin/areas/:area/{promote,rollback,canary} with a JSON body naming the
 * actor (and the version, the percent, an optional expectedRevision; rollback's optional force).
 */
export async function adminRoutes(
  app: FastifyInstance,
  { context, failures, health, vitals, rollouts, token, openBreakers }: AdminOptions,
) {
  if (!token) {
    app.all('/admin', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    app.all('/admin/*', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!hasBearerToken(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="admin"')
          .send({ message: 'The admin API needs Authorization: Bearer <ADMIN_TOKEN>.' });
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
      ...(await status(context, failures, { openBreakers: openBreakers?.(), health, vitals })),
      ...(rollouts ? { rollouts: await rollouts.all() } : {}),
    }));
    admin.get('/admin/areas/:area/history', async (request) => {
      const { area } = areaParams.parse(request.params);
      return { area, history: areaHistory(await context.registry.read(), area) };
    });
    admin.post('/admin/areas/:area/promote', async (request) => {
      const { area } = areaParams.parse(request.params);
      const { version, ...change } = promoteBody.parse(request.body);
      const smoke = smokeAnswer();
      return {
        ...changed(await promote(context, area, version, { ...change, onSmoke: smoke.onSmoke }), area),
        ...smoke.answer,
      };
    });
    admin.post('/admin/areas/:area/rollback', async (request) => {
      const { area } = areaParams.parse(request.params);
      return changed(await rollback(context, area, rollbackBody.parse(request.body)), area);
    });
    admin.post('/admin/areas/:area/canary', async (request) => {
      const { area } = areaParams.parse(request.params);
      const { version, percent, ...change } = canaryBody.parse(request.body);
      const smoke = smokeAnswer();
      const registry = await canary(context, area, version, percent, { ...change, onSmoke: smoke.onSmoke });
      return { ...changed(registry, area), ...smoke.answer };
    });
    admin.all('/admin/*', (_request, reply) => reply.code(404).send({ message: 'No such admin operation.' }));
  });
}
