import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from './site-server.ts';

/** The version the quiz area's package.json names: the release every server starts with. */
export function currentQuizVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'mf-quiz', 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * Builds the test's second quiz release into `<workDir>/dist/releases/quiz/<version>`:
 * the next patch version with an `-e2e` tag (never a real version), the
 * same source plus a visible marker. Returns its version and the folder
 * laid out for `ops publish --from`.
 */
export async function buildSecondQuizRelease(workDir: string): Promise<{ version: string; releasesDir: string }> {
  const version = `${semver.inc(currentQuizVersion(), 'patch')}-e2e.1`;
  const appDir = path.join(workDir, 'mf-quiz');
  mkdirSync(appDir, { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'mf-quiz', 'package.json'), 'utf8')) as object;
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ ...pkg, version }));
  const dist = path.join(workDir, 'dist');
  const rspackCli = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const config = path.join(repoRoot, 'e2e', 'support', 'marked-quiz.rspack.config.ts');
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [rspackCli, 'build', '-c', config], {
      cwd: repoRoot,
      env: { ...process.env, MARKED_QUIZ_APP_DIR: appDir, DIST_DIR: dist },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the second release exited ${code}:\n${errors}`)),
    );
  });
  return { version, releasesDir: path.join(dist, 'releases') };
}
