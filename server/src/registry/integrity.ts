import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ENTRY_FILE } from '@shared/registry';

/** The Subresource Integrity value (`sha384-…`) of some bytes. */
export function sha384Integrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The Subresource Integrity value of a file. */
export async function fileIntegrity(file: string): Promise<string> {
  return sha384Integrity(await readFile(file));
}

/** Whether a release's remote entry still has the bytes the browser will accept (none pinned: nothing to compare). */
export async function remoteEntryMatches(folder: string, integrity: string | undefined): Promise<boolean> {
  if (integrity === undefined) return true;
  return (await fileIntegrity(path.join(folder, REMOTE_ENTRY_FILE)).catch(() => undefined)) === integrity;
}
