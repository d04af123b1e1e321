import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from './site-server.ts';
import { appFolderAtVersion, committedVersion, rspackBuild } from './rspack-build.ts';

/** The version the quiz area's package.json names: the release every server starts with. */
export function currentQuizVersion(): string {
  return committedVersion('mf-quiz');
}

/** The next patch version with an `-e2e` tag: never a real version. */
function secondQuizVersion(build: number): string {
  return `${semver.inc(currentQuizVersion(), 'patch')}-e2e.${build}`;
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
  const version = secondQuizVersion(build);
  const appDir = appFolderAtVersion(workDir, 'mf-quiz', version);
  const dist = path.join(workDir, 'dist');
  await rspackBuild(path.join(repoRoot, 'e2e', 'support', 'marked-quiz.rspack.config.ts'), {
    MARKED_QUIZ_APP_DIR: appDir,
    DIST_DIR: dist,
    MARKED_QUIZ_BREAKS_IN_BROWSER: breaksInBrowser ? '1' : '0',
  });
  return { version, releasesDir: path.join(dist, 'releases') };
}

/** Where this run keeps the releases it built: the config names a folder it empties at the start of each run. */
function runBuildsDir(): string {
  const dir = process.env.E2E_BUILDS_DIR;
  if (!dir) throw new Error('E2E_BUILDS_DIR is unset: run the specs through e2e/playwright.config.ts');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * `buildSecondQuizRelease`, built once per run: several specs publish the same release into servers of their
 * own, and a build costs seconds of both cores. Publishing copies the files, so a spec that changes a
 * published file changes its own server's copy only. Two workers asking at once both build, and the first to
 * finish is kept.
 */
export async function sharedSecondQuizRelease(
  options: { build?: number; breaksInBrowser?: boolean } = {},
): Promise<{ version: string; releasesDir: string }> {
  const builds = runBuildsDir();
  const key = `quiz-e2e.${options.build ?? 1}${options.breaksInBrowser ? '-breaks-in-browser' : ''}`;
  const kept = path.join(builds, key);
  const releasesOf = (dir: string) => path.join(dir, 'dist', 'releases');
  const version = secondQuizVersion(options.build ?? 1);
  if (existsSync(releasesOf(kept))) return { version, releasesDir: releasesOf(kept) };

  const building = mkdtempSync(path.join(builds, `${key}-building-`));
  await buildSecondQuizRelease(building, options);
  try {
    renameSync(building, kept);
  } catch (error) {
    // Another worker kept the same release first: use that one.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(releasesOf(kept))) throw error;
  }
  return { version, releasesDir: releasesOf(kept) };
}
