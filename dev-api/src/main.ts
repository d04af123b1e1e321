/**
 * Runs the dev API alone: `npm start -w dev-api` (DEV_API_PORT, default 3100).
 * `--reset` restores the seed, forgetting what earlier runs wrote.
 */
import { startDevApi } from './app.ts';

const port = Number(process.env.DEV_API_PORT ?? 3100);
const { app, baseUrl } = await startDevApi(port, { logger: true, reset: process.argv.includes('--reset') });
console.log(`dev API on ${baseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
