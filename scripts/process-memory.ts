import { readFile } from 'node:fs/promises';

/**
 * A process's resident memory from the kernel (Linux only): `VmRSS` of `/proc/<pid>/status`, which counts
 * everything the process holds in RAM (heap, code, buffers), not only what V8 reports.
 */

/** The `VmRSS` line of a `/proc/<pid>/status` text, in bytes; undefined when absent (a kernel thread, a zombie). */
export function residentBytesFromStatus(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** The resident memory of a running process, in bytes. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const bytes = residentBytesFromStatus(status);
  if (bytes === undefined) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return bytes;
}
