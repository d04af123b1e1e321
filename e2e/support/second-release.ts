import path from 'node:path';
import semver from 'semver';
import { repoRoot } from './site-server.ts';
import { appFolderAtVersion, committedVersion, rspackBuild } from './rspack-build.ts';

/** The version the quiz area's package.json names: the release every server starts with. */
export function currentQuizVersion(): string {
  return committedVersion('mf-quiz');
}

/**
 * Builds the test's second quiz release into `<workDir>/dist/releases/quiz/<version>`:
 * the next patch version with an `-e2e` tag (never a real version), the
 * same source plus a visible marker (`build` numbers that tag; `breaksInBrowser` makes its list page throw
 * in the browser only). Returns its version and the folder
 * laid out for `ops publish --from`.
 */
export async function buildSecondQuizRelease(
  workDir: string,
  { build = 1, breaksInBrowser = false }: { build?: number; breaksInBrowser?: boolean } = {},
): Promise<{ version: string; releasesDir: string }> {
  const version = `${semver.inc(currentQuizVersion(), 'patch')}-e2e.${build}`;
  const appDir = appFolderAtVersion(workDir, 'mf-quiz', version);
  const dist = path.join(workDir, 'dist');
  await rspackBuild(path.join(repoRoot, 'e2e', 'support', 'marked-quiz.rspack.config.ts'), {
    MARKED_QUIZ_APP_DIR: appDir,
    DIST_DIR: dist,
    MARKED_QUIZ_BREAKS_IN_BROWSER: breaksInBrowser ? '1' : '0',
  });
  return { version, releasesDir: path.join(dist, 'releases') };
}
