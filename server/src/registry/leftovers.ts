import { hostname } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

// Only letters, digits and `_`, so the tag ends where a `-` or `.` follows it in a name.
const thisHost = () => hostname().replace(/[^A-Za-z0-9]/g, '_') || 'host';

/**
 * Staging folders and temporary files carry the process and host that made them (`pid<pid>@<host>`), so a
 * later run can tell a crashed run's leftovers from a live run's work: on this host, a process that is gone
 * left them; from another host (a shared DATA_DIR), only age tells, and a day is far beyond any publish.
 */
export function ownerTag(): string {
  return `pid${process.pid}@${thisHost()}`;
}

/** Anything older than this is a leftover whoever made it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Whether a name made with `ownerTag()` (or one from before tags) belongs to no live run. */
function isAbandoned(name: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > ABANDONED_AFTER_MS) return true;
  const match = /pid(\d+)@(\w+)/.exec(name);
  if (!match) return true; // made before tags: by a run of an older version, long finished
  const [pid, host] = [Number(match[1]), match[2]];
  return host === thisHost() && pid !== process.pid && processIsGone(pid);
}

/**
 * Removes the entries of `dir` that `matches` picks and no live run owns; returns their names. A folder
 * that is not there has nothing to clean.
 */
export async function removeLeftovers(dir: string, matches: (name: string) => boolean): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  const removed: string[] = [];
  for (const name of names.filter(matches)) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (!info || !isAbandoned(name, info.mtimeMs, now)) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** The temporary files `writeFileAtomic` leaves when its process dies mid-write. */
export const isTemporaryFile = (name: string) => name.startsWith('.') && name.endsWith('.tmp');
