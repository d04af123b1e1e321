import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ownerTag } from './leftovers.ts';

/**
 * Writes a file so that readers see the old or the new contents, never half
 * of one: the bytes go to a temporary file in the same folder, are flushed
 * to disk, and the temporary file is renamed over the target (atomic on one
 * file system). A failed write (a full disk) removes its temporary file; one
 * killed mid-way leaves it named after its process, for `removeLeftovers`.
 */
export async function writeFileAtomic(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${ownerTag()}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(contents);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
