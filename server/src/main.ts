/**
 * Starts the site server (`npm start`): the shell, the release store, the
 * remotes registry, the admin API, the sitemaps and the `/api` proxy.
 * Without API_BASE_URL it starts the dev API itself on a free loopback port.
 * Operations: docs/operations.md.
 */
import './production-by-default.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevApi } from 'dev-api';
import { buildServer } from './app.ts';
import { parseSettings } from './settings.ts';
import { StoreUnreachableError } from './store/store-unreachable.ts';

async function main() {
  let settings;
  try {
    settings = parseSettings(process.env, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const devApi = settings.API_BASE_URL
    ? undefined
    : await startDevApi(0, { dataDir: path.join(settings.DATA_DIR, 'dev-api') });
  const apiBaseUrl = settings.API_BASE_URL ?? devApi!.baseUrl;
  const app = await buildServer({ settings, apiBaseUrl });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      void Promise.all([app.close(), devApi?.app.close()]).then(() => process.exit(0));
    });
  }

  await app.listen({ host: settings.HOST, port: settings.PORT });
  app.log.info(`site on http://${settings.HOST}:${settings.PORT} (API: ${apiBaseUrl})`);
}

main().catch((error: unknown) => {
  // A database out of reach is said plainly (docs/operations.md, "Stores"); anything else in full.
  console.error(error instanceof StoreUnreachableError ? error.message : error);
  process.exit(1);
});
