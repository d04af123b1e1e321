import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { sha384Integrity } from '../registry/integrity.ts';
import { CHUNK_GROUPS_FILE, MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@shared/registry';

/** A script the page will need, named in the HTML so the browser fetches it at once. */
export interface ScriptPreload {
  href: string;
  /**
   * A release's file: the same SRI the federation loader will ask for, or the browser would download the
   * file twice. The shell's own chunks have none (its loader asks for none).
   */
  integrity?: string;
}

/**
 * The shell's federation runtime (its build's `chunk-groups.json`, build/plugins/start-preload.ts), which an area
 * page needs before it can load anything. Read once: the shell's build does not change under a running
 * server. A build without the file preloads nothing more, and the page loads the runtime itself.
 */
export async function federationRuntimeScripts(shellDir: string): Promise<ScriptPreload[]> {
  try {
    const groups = chunkGroupsSchema.parse(JSON.parse(await readFile(path.join(shellDir, CHUNK_GROUPS_FILE), 'utf8')));
    return groups.federation.map((href) => ({ href }));
  } catch {
    return [];
  }
}

const chunkGroupsSchema = z.object({ federation: z.array(z.string().regex(/^\/[\w./-]+\.js$/)) });

const exposeAssetsSchema = z.object({
  exposes: z.array(
    z.looseObject({ name: z.string(), assets: z.looseObject({ js: z.looseObject({ sync: z.array(z.string()) }) }) }),
  ),
});

/**
 * The scripts a release's page needs, in load order: the remote entry, then
 * the page's own chunks as the release's manifest lists them. Each comes
 * with the integrity of the bytes in the store. Read once per release and
 * page: release files never change after publish.
 */
export class ReleasePreloads {
  private readonly known = new Map<string, Promise<ScriptPreload[]>>();

  /** `folder` holds the release; `baseUrl` is where browsers fetch it (the registry entry's folder). */
  scriptsFor(folder: string, baseUrl: string, page: string): Promise<ScriptPreload[]> {
    const key = `${folder}#${page}`;
    let scripts = this.known.get(key);
    if (!scripts) {
      scripts = readScripts(folder, baseUrl, page).catch(() => []);
      this.known.set(key, scripts);
    }
    return scripts;
  }

  /** Forgets releases no longer served. */
  keepOnly(folders: ReadonlySet<string>): void {
    for (const key of this.known.keys()) if (!folders.has(key.split('#')[0]!)) this.known.delete(key);
  }
}

async function readScripts(folder: string, baseUrl: string, page: string): Promise<ScriptPreload[]> {
  const manifest = exposeAssetsSchema.parse(JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')));
  const chunks = manifest.exposes.find((expose) => expose.name === page)?.assets.js.sync ?? [];
  const files = [REMOTE_ENTRY_FILE, ...chunks];
  return Promise.all(
    files.map(async (file) => ({
      href: `${baseUrl}${file}`,
      integrity: sha384Integrity(await readFile(path.join(folder, file))),
    })),
  );
}
