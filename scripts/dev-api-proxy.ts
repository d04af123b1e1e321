/**
 * The site server's `/api` proxy, alone, for `npm run dev`: the shell's dev server passes `/api` here and
 * this passes it on to the dev API, so development keeps the session exactly as production does (the
 * HttpOnly token cookie, the bearer only for the site's own calls, the Persian 502/504). It is the same
 * module the site server registers (server/src/api-proxy.ts), not a copy of its rules.
 *
 *   tsx scripts/dev-api-proxy.ts   listens on DEV_API_PROXY_PORT, passes on to DEV_API_PORT
 */
import Fastify from 'fastify';
import { apiProxy } from '../server/src/api-proxy.ts';
import { DEV_API_PORT, DEV_API_PROXY_PORT } from './dev-registry.ts';

const app = Fastify({ logger: { level: 'warn' } });
await apiProxy(app, `http://127.0.0.1:${DEV_API_PORT}/api`);
await app.listen({ host: '127.0.0.1', port: DEV_API_PROXY_PORT });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
