import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** The Subresource Integrity value (`sha384-…`) of some bytes. */
export function sha384Integrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The Subresource Integrity value of a file. */
export async function fileIntegrity(file: string): Promise<string> {
  return sha384Integrity(await readFile(file));
}
