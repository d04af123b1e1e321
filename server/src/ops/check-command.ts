import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AreaName } from '@shared/registry';
import { checkOnly } from '../registry/check-only.ts';
import type { OpsContext } from '../registry/operations.ts';
import { UsageError } from './cli.ts';
import { MANIFEST_FILE } from '@shared/registry';

/**
 * `check <area> [version] [--from <dir>]`: every promote check, changing nothing. A published version
 * without `--from` is checked in the store; otherwise the build in `<dir>/<area>/<version>` (default
 * DIST_DIR/releases), before it is published.
 */
export async function checkCommand(
  context: OpsContext & { paths: { distReleasesDir: string } },
  area: AreaName,
  version: string,
  from: string | undefined,
): Promise<string> {
  const inStore = !from && (await context.releases.has(area, version));
  const folder = inStore ? undefined : path.join(path.resolve(from ?? context.paths.distReleasesDir), area, version);
  if (folder && !existsSync(path.join(folder, MANIFEST_FILE))) {
    throw new UsageError(`no build of ${area} ${version} in ${folder} (build it, or name the folder with --from)`);
  }
  const checked = await checkOnly(context, area, version, folder);
  const next = checked.published
    ? `promote it with: npm run ops -- promote ${area} ${version}`
    : `publish it with: npm run ops -- publish ${area} ${version}${from ? ` --from ${from}` : ''}, then promote it`;
  const where = folder ? `the build in ${folder}` : 'the published release';
  return [`✓ ${area} ${version} (${where}) passes every promote check; ${next}`, checked.smoke ?? '']
    .filter(Boolean)
    .join('\n');
}
