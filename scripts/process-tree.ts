import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processes by their parent, from Linux's /proc: the dev scripts watch who started them, and the benches and
 * tests find a site server's workers.
 */

/** Parent pid of a process; undefined where there is no /proc or the process is gone. */
export function parentPid(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command name) state ppid ...": the name may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The children of `pid` whose command line holds `command` (a site server's workers: `main.ts`). */
export function childPids(pid: number, command: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentPid(name) === pid)
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(command);
      } catch {
        return false;
      }
    })
    .map(Number);
}
