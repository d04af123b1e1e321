import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a site on the file store keeps its preview secret when PREVIEW_SECRET is not set. */
export const PREVIEW_SECRET_FILE = 'preview-secret';

/**
 * The secret preview links are signed with: PREVIEW_SECRET, which every server of a site (and the CLI) must
 * share; without it, on the file store, one made once in DATA_DIR (the CLI and the server read the same
 * file). With PostgreSQL and no PREVIEW_SECRET there is none: each server has a DATA_DIR of its own, so a
 * link signed on one would fail on the others, and previews are off (docs/operations.md, "Previews").
 */
export async function previewSecret(settings: {
  PREVIEW_SECRET?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<string | undefined> {
  if (settings.PREVIEW_SECRET) return settings.PREVIEW_SECRET;
  if (settings.DATABASE_URL) return undefined;
  const file = path.join(settings.DATA_DIR, PREVIEW_SECRET_FILE);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const made = randomBytes(32).toString('base64url');
  // `wx`: of two processes making it at once, one writes and the other reads what it wrote.
  await writeFile(file, made, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}
