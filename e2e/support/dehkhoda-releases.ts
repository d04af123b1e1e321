import path from 'node:path';
import semver from 'semver';
import { appFolderAtVersion, committedVersion, rspackBuild } from './rspack-build.ts';
import { repoRoot } from './site-server.ts';

/** The two dictionary releases e2e/new-page.spec.ts publishes, and where `ops publish --from` finds them. */
export interface DehkhodaReleases {
  withPage: string;
  colliding: string;
  releasesDir: string;
}

/** Builds both (one rspack run, two compilers) into `<workDir>/dist/releases/dehkhoda/`. */
export async function buildDehkhodaReleases(workDir: string): Promise<DehkhodaReleases> {
  const next = semver.inc(committedVersion('mf-dehkhoda'), 'minor');
  const [withPage, colliding] = [`${next}-e2e.page`, `${next}-e2e.collide`];
  const dist = path.join(workDir, 'dist');
  await rspackBuild(path.join(repoRoot, 'e2e', 'support', 'dehkhoda-releases.rspack.config.ts'), {
    DEHKHODA_APP_DIRS: [withPage, colliding]
      .map((version) => appFolderAtVersion(workDir, 'mf-dehkhoda', version))
      .join(path.delimiter),
    DIST_DIR: dist,
  });
  return { withPage, colliding, releasesDir: path.join(dist, 'releases') };
}
