import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import { fileIntegrity } from '../registry/integrity.ts';
import { installedVersion, packageOf } from './installed-versions.ts';
import { NODE_BUILD_FILE, NODE_BUILD_MANIFEST_FILE } from './node-build.ts';
import { NODE_BUILD_BUNDLE } from '@shared/registry';

const serverManifestSchema = z.object({
  bundle: z.literal(NODE_BUILD_BUNDLE),
  /** Shared module (as the federation names it, `react/` for every sub-path) → the range the build needs. */
  shared: z.record(z.string(), z.string()),
});

/** Why a release's shared modules do not fit the ones this server hands its Node build. */
function sharedProblems(shared: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, range] of Object.entries(shared)) {
    const pkg = packageOf(key.replace(/\/$/, ''));
    const version = installedVersion(pkg);
    if (!version) problems.push(`its Node build shares ${pkg}, which the site server does not have`);
    else if (!semver.satisfies(version, range)) {
      problems.push(`its Node build needs ${pkg} ${range}, but the site server renders with ${version}`);
    }
  }
  return problems;
}

/**
 * What promote and canary check of a release's Node build: it is there, it
 * was built against shared modules the server has in fitting versions, and
 * the integrity of its bytes (pinned in the registry; the server runs no
 * other bytes). Problems are listed, not thrown, like the browser build's.
 */
export async function inspectNodeBuild(folder: string): Promise<{ integrity?: string; problems: string[] }> {
  let text: string;
  try {
    text = await readFile(path.join(folder, NODE_BUILD_MANIFEST_FILE), 'utf8');
  } catch {
    return {
      problems: [
        `it has no Node build (${NODE_BUILD_MANIFEST_FILE}): build it with this platform's build/node-config.ts, which the server renders its pages with`,
      ],
    };
  }
  let manifest: z.infer<typeof serverManifestSchema>;
  try {
    manifest = serverManifestSchema.parse(JSON.parse(text));
  } catch {
    return { problems: [`its ${NODE_BUILD_MANIFEST_FILE} is not a Node build manifest`] };
  }
  const problems = sharedProblems(manifest.shared);
  try {
    return { integrity: await fileIntegrity(path.join(folder, NODE_BUILD_FILE)), problems };
  } catch {
    return { problems: [...problems, `${NODE_BUILD_FILE} is missing from the release`] };
  }
}
