import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDataDir } from '../registry/first-start.ts';
import { fakeDist, fakeOpsContext, memoryLog, writeRelease } from '../registry/release-fixtures.ts';
import { exitCodeOf, runOps } from './cli.ts';

/** A data dir with quiz 1.0.0 current and 1.1.0 published, the shell's fake Node build for the smoke test. */
async function repo() {
  const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
  const { settings, context } = fakeOpsContext(dist);
  await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
  const root = mkdtempSync(path.join(tmpdir(), 'repo-'));
  mkdirSync(path.join(root, 'mf-quiz'));
  writeFileSync(path.join(root, 'mf-quiz', 'package.json'), JSON.stringify({ name: 'mf-quiz', version: '1.1.0' }));
  writeRelease(path.join(dist, 'releases'), 'quiz', '1.1.0');
  const env = {
    DIST_DIR: dist,
    DATA_DIR: settings.DATA_DIR,
    OPS_ACTOR: 'Sara',
    API_BASE_URL: 'http://127.0.0.1:9/api',
  };
  const ops = (...argv: string[]) => runOps(argv, env, root);
  await ops('publish', 'quiz');
  return ops;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => error,
  );

describe('ops rollout', () => {
  it('starts a rollout (a smoke-tested canary at the first step) and returns; status shows it; --stop ends it and its canary', async () => {
    const ops = await repo();
    const started = await ops('rollout', 'quiz', '1.1.0', '--steps', '10,50,100', '--interval', '90s');
    expect(started.split('\n')[0]).toBe(
      'rollout of quiz 1.1.0 started: canary at 10%, steps 10, 50, 100, judged by the site servers every 90 s; watch it with: npm run ops -- status',
    );
    expect(started).toMatch(/آزمون دود quiz 1\.1\.0/);
    const status = await ops('status');
    expect(status).toMatch(/quiz\s+1\.0\.0\s+—\s+1\.1\.0 \(10%\)/);
    expect(status).toMatch(
      /rollouts:\n {2}quiz 1\.1\.0 \(from 1\.0\.0\): running, steps \[10\] → 50 → 100 %, judged every 90 s, 0 of 3 healthy windows in a row/,
    );
    expect(JSON.parse(await ops('status', '--json')).rollouts).toEqual([
      expect.objectContaining({ area: 'quiz', version: '1.1.0', state: 'running', steps: [10, 50, 100] }),
    ]);
    const again = await failure(ops('rollout', 'quiz', '1.1.0'));
    expect(exitCodeOf(again)).toBe(1);
    expect(again!.message).toMatch(/already running; stop it first/);
    expect(await ops('rollout', 'quiz', '--stop')).toBe(
      'rollout of quiz 1.1.0 ended at 10%; everyone gets 1.0.0 (its canary ended)',
    );
    const history = await ops('history', 'quiz');
    expect(history).toMatch(/canary-end \(rollout end\)\s+1\.0\.0\s+1\.1\.0\s+Sara/);
    expect(history).toMatch(/canary \(rollout start\)\s+1\.1\.0 \(10%\)/);
    expect(history).toMatch(/rollout decisions \(newest first\):\n {2}r3 canary-end:\n {4}end at 10%: stopped by Sara/);
  });

  it('refuses steps that do not climb to 100 and rollout options elsewhere', async () => {
    const ops = await repo();
    const steps = await failure(ops('rollout', 'quiz', '1.1.0', '--steps', '50,25'));
    expect(exitCodeOf(steps)).toBe(1);
    expect(steps!.message).toMatch(/climb and end at 100/);
    expect(exitCodeOf(await failure(ops('rollout', 'quiz', '1.1.0', '--interval', 'soon')))).toBe(2);
    expect(exitCodeOf(await failure(ops('canary', 'quiz', '1.1.0', '10', '--steps', '10,100')))).toBe(2);
    expect(exitCodeOf(await failure(ops('rollout', 'quiz', '--stop')))).toBe(1); // none running
  });
});
