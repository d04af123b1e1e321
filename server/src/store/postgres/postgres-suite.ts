import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * What a test file of the PostgreSQL store sets up around its tests: a throwaway cluster (a database per
 * test from `newDatabase`), temp folders, and the servers it starts, all stopped and removed after the file.
 * Call it inside a `describe`.
 */
export function postgresSuite() {
  let cluster: ThrowawayPostgres | undefined;
  const dirs: string[] = [];
  const servers: { close(): unknown }[] = [];
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await cluster?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const removeAfter = (dir: string) => {
    dirs.push(dir);
    return dir;
  };
  return {
    /** The cluster itself (an outage test pauses and starts it). */
    cluster: () => cluster!,
    newDatabase: () => cluster!.newDatabase(),
    /** A new folder in the temp folder, removed after the file. */
    tempDir: (prefix: string) => removeAfter(mkdtempSync(path.join(tmpdir(), prefix))),
    /** A folder made elsewhere (a fake build), removed after the file. */
    removeAfter,
    /** A server the test started, closed after the file. */
    closeAfter: <Server extends { close(): unknown }>(server: Server) => {
      servers.push(server);
      return server;
    },
  };
}
