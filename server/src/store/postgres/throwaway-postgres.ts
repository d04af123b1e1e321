import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql`; `.ci/run` installs it when missing). */
const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of its own for a test file: started in a temporary folder, gone after `stop()`. */
export interface ThrowawayPostgres {
  /** A connection URL for a fresh, empty database of this cluster. */
  newDatabase(): Promise<string>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server but keeps its data (a database outage); `start()` brings it back on the same port. */
  pause(): Promise<void>;
  start(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root: as root the commands run as the `postgres` user. */
async function asPostgres(command: string, args: string[]): Promise<void> {
  const binary = path.join(BIN_DIR, command);
  if (userInfo().uid === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, args);
}

/**
 * Starts a throwaway cluster: `initdb` (trust authentication, no fsync: nothing here must survive a
 * crash) in a temporary folder, a server on a free port of 127.0.0.1 with its socket in that folder.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(path.join(BIN_DIR, 'initdb'))) {
    throw new Error(
      `No PostgreSQL 15 in ${BIN_DIR}: install Debian's postgresql (apt-get install -y postgresql; .ci/run does) ` +
        'or point POSTGRES_BIN_DIR at its bin folder.',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'throwaway-postgres-'));
  if (userInfo().uid === 0) {
    // The postgres user must pass through the folders above (a test run's private temp root is 0700).
    for (let above = path.dirname(dir); above !== path.dirname(above); above = path.dirname(above)) {
      const mode = statSync(above).mode;
      if ((mode & 0o001) === 0) chmodSync(above, (mode & 0o7777) | 0o001);
    }
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  const stopServer = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    async newDatabase() {
      const name = `test_${++databases}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await stopServer().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: stopServer,
    start,
  };
}
