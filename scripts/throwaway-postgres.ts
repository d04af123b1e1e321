/**
 * A PostgreSQL to try the site's PostgreSQL store with (`npx tsx scripts/throwaway-postgres.ts`): the tests'
 * throwaway cluster (Debian's PostgreSQL 15, in a temporary folder, on a free port of 127.0.0.1, trust
 * authentication), with one empty database. Prints `DATABASE_URL=…` as its only line of output (so a shell
 * can source it) and runs until Ctrl-C or SIGTERM, then stops the cluster and removes its folder: nothing of
 * it survives. Not for production.
 */
import { startThrowawayPostgres } from '../server/src/store/postgres/throwaway-postgres.ts';

const cluster = await startThrowawayPostgres();
const url = await cluster.newDatabase().catch(async (error: unknown) => {
  await cluster.stop();
  throw error;
});
process.stdout.write(`DATABASE_URL=${url}\n`);
console.error(`PostgreSQL on ${url}; Ctrl-C (or kill ${process.pid}) stops it and removes its data`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
// Keeps the process (and so the cluster) alive until a signal arrives.
setInterval(() => undefined, 1 << 30);
