/**
 * Starts the site server (`npm start`): the shell, the release store, the
 * remotes registry, the admin API, the sitemaps and the `/api` proxy.
 * Without API_BASE_URL it starts the dev API itself on a free loopback port.
 * Operations: docs/operations.md.
 */
import './production-by-default.ts';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevApi } from 'dev-api';
import { buildServer } from './app.ts';
import { runPrimary } from './cluster/primary.ts';
import { parseSettings, type Settings } from './settings.ts';
import { StoreUnreachableError } from './store/store-unreachable.ts';

function readSettings(): Settings {
  try {
    return parseSettings(process.env, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** The dev API when no API_BASE_URL names the backend: one for the whole server, workers included. */
async function apiOf(settings: Settings) {
  if (settings.API_BASE_URL) return { apiBaseUrl: settings.API_BASE_URL, devApi: undefined };
  const devApi = await startDevApi(0, { dataDir: path.join(settings.DATA_DIR, 'dev-api') });
  return { apiBaseUrl: devApi.baseUrl, devApi };
}

/** One server process: the whole site (alone, or as one of the primary's workers). */
async function serve(settings: Settings) {
  const { apiBaseUrl, devApi } = await apiOf(settings);
  const app = await buildServer({ settings, apiBaseUrl });

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    app.log.info('shutting down');
    void Promise.all([app.close(), devApi?.app.close()]).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, close);
  // A worker whose primary is gone stops too: nothing would replace or stop it any more.
  if (cluster.isWorker) process.once('disconnect', close);

  await app.listen({ host: settings.HOST, port: settings.PORT });
  if (!cluster.isWorker) app.log.info(`site on http://${settings.HOST}:${settings.PORT} (API: ${apiBaseUrl})`);
}

/** The primary of several workers (cluster/primary.ts): it starts the dev API, if any, and the workers. */
async function primary(settings: Settings) {
  const { apiBaseUrl, devApi } = await apiOf(settings);
  runPrimary({
    workers: settings.WORKERS,
    heapMb: settings.WORKER_HEAP_MB,
    env: { API_BASE_URL: apiBaseUrl },
    log: (message) => console.log(message),
    onStopped: async () => void (await devApi?.app.close()),
  });
  console.log(`site on http://${settings.HOST}:${settings.PORT} (API: ${apiBaseUrl}), ${settings.WORKERS} workers`);
}

async function main() {
  const settings = readSettings();
  if (cluster.isPrimary && settings.WORKERS > 1) await primary(settings);
  else await serve(settings);
}

main().catch((error: unknown) => {
  // A database out of reach is said plainly (docs/operations.md, "Stores"); anything else in full.
  console.error(error instanceof StoreUnreachableError ? error.message : error);
  process.exit(1);
});
