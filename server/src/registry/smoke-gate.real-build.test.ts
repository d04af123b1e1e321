import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { prepareDataDir } from './first-start.ts';
import { fakeOpsContext, memoryLog } from './release-fixtures.ts';

/**
 * The smoke test on real builds: the shell's and the quiz area's Node builds
 * from `npm run build` (the folder `SMOKE_REAL_DIST` names),
 * through the ops CLI in its own process (as ops run it: the Node builds run
 * in Node's own realm, which jest's sandbox is not), with real parameters from
 * the dev API the CLI starts. Skipped unless SMOKE_REAL_DIST names a build.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Opt-in (about 45 s on a small machine): SMOKE_REAL_DIST=dist npx jest server/src/registry/smoke-gate.real-build.test.ts
const dist = path.resolve(process.env.SMOKE_REAL_DIST ?? path.join(repoRoot, 'no-real-dist'));
const quizVersion = existsSync(path.join(dist, 'releases', 'quiz'))
  ? readdirSync(path.join(dist, 'releases', 'quiz'))[0]
  : undefined;
const built = quizVersion !== undefined && existsSync(path.join(dist, 'shell', 'server', 'render.js'));

/** A copy of the built quiz release at another version, its Node build changed by `patch`. */
function copyOfQuiz(version: string, patch: (source: string) => string = (source) => source): string {
  const releases = mkdtempSync(path.join(tmpdir(), 'real-quiz-'));
  const folder = path.join(releases, 'quiz', version);
  cpSync(path.join(dist, 'releases', 'quiz', quizVersion!), folder, { recursive: true });
  const manifest = path.join(folder, 'mf-manifest.json');
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  parsed.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifest, JSON.stringify(parsed));
  const render = path.join(folder, 'server', 'render.js');
  writeFileSync(render, patch(readFileSync(render, 'utf8')));
  return folder;
}

/** Runs `npm run ops -- <args>` (without npm) on a data directory. */
function ops(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: dist, DATA_DIR: dataDir, OPS_ACTOR: 'test' },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

(built ? describe : describe.skip)('the smoke test on the real shell and quiz builds', () => {
  it('passes a healthy release and refuses one whose page throws only on the server, naming the route', async () => {
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    await context.store.close();
    const dataDir = context.paths.registryFile.replace(/\/registry\.json$/, '');
    const healthy = copyOfQuiz('9.0.0-smoke.1');
    expect(ops(dataDir, 'publish', 'quiz', '9.0.0-smoke.1', '--from', path.dirname(path.dirname(healthy))).code).toBe(
      0,
    );
    const promoted = ops(dataDir, 'promote', 'quiz', '9.0.0-smoke.1');
    expect(promoted.stderr).toBe('');
    expect(promoted.stdout).toMatch(/✓ \/quiz: پاسخ ۲۰۰/);
    expect(promoted.stdout).toMatch(/✓ \/quiz\/:slug \(آزموده با \/quiz\/[^)]+\): پاسخ ۲۰۰/);
    expect(promoted.stdout).not.toContain('✗');

    // A server-only bug: the list reads `window`, which the browser has and Node does not.
    const broken = copyOfQuiz('9.0.0-smoke.2', (source) => {
      const patched = source.replace(/\n(\s*)QuizList: QuizList,\n/, '\n$1QuizList: () => window.location.href,\n');
      if (patched === source) throw new Error('the Node build has no `QuizList: QuizList,` to change');
      return patched;
    });
    expect(ops(dataDir, 'publish', 'quiz', '9.0.0-smoke.2', '--from', path.dirname(path.dirname(broken))).code).toBe(0);
    const refused = ops(dataDir, 'promote', 'quiz', '9.0.0-smoke.2');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^quiz 9\.0\.0-smoke\.2 پذیرفته نشد: در آزمون دود ۱ صفحه روی سرور شکست/);
    expect(refused.stderr).toContain('✗ /quiz: روی سرور شکست؛ خطای صفحه: window is not defined');
    expect(ops(dataDir, 'status').stdout).toMatch(/quiz\s+9\.0\.0-smoke\.1/);
  }, 120_000);
});
