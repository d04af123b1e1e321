import type { Client, PoolClient } from 'pg';

/** The channel every store change rings. */
export const CHANGES_CHANNEL = 'site_store_changes';

/** What a notification says changed; a listener reads the rows itself (the bell carries no data to trust). */
export type StoreChange = { kind: 'registry'; revision: number } | { kind: 'failures' | 'settings' | 'releases' };

/** Rings the channel from inside a transaction: PostgreSQL delivers it on commit only, never on rollback. */
export async function notifyChange(client: Pick<PoolClient, 'query'>, change: StoreChange): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(change)]);
}

/**
 * Listens on one dedicated connection and calls `onChange` for each notification. A doorbell only: a
 * missed one (a dropped connection) loses nothing as long as the listener then reads what is newer than
 * the revision it knows, which is what RegistryFollower does after every (re)connect.
 */
export async function listenForChanges(client: Client, onChange: (change: StoreChange) => void): Promise<void> {
  client.on('notification', (message) => {
    if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
    try {
      onChange(JSON.parse(message.payload) as StoreChange);
    } catch {
      // a payload this code cannot read (a newer server's) is ignored: the next read catches up anyway
    }
  });
  await client.query(`LISTEN ${CHANGES_CHANNEL}`);
}
