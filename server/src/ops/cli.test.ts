import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDataDir } from '../registry/first-start.ts';
import {
  fakeDist,
  fakeOpsContext,
  fakeRoutes,
  memoryLog,
  THROWING_PAGE,
  writeRelease,
} from '../registry/release-fixtures.ts';
import { exitCodeOf, runOps, UsageError } from './cli.ts';

/** A repository with mf-quiz at 1.1.0, whose build sits in dist, and a started data dir. */
async function repo() {
  // The shell's fake Node build: promote and canary render the release first (its pages need no API).
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
    OPS_ACTOR: 'cli test',
    API_BASE_URL: 'http://127.0.0.1:9/api',
  };
  return { ops: (...argv: string[]) => runOps(argv, env, root), context, dist };
}

describe('ops CLI', () => {
  it('checks a build before it is published: a colliding route table is refused and burns no version; a good one passes', async () => {
    const { ops, context, dist } = await repo();
    const staging = path.join(dist, 'staging');
    const colliding = { prefixes: ['/quiz', '/contactus'], routes: fakeRoutes('quiz').routes };
    writeRelease(staging, 'quiz', '1.1.0', { routes: colliding });
    const refused = await ops('check', 'quiz', '1.1.0', '--from', staging).catch((error: Error) => error);
    expect(exitCodeOf(refused)).toBe(1);
    expect((refused as Error).message).toMatch(/prefix \/contactus covers the shell's page \/contactus/);
    expect(await context.releases.has('quiz', '1.1.0')).toBe(false);
    // The same version, built right (dist/releases, the version in mf-quiz/package.json), passes, smoke test included.
    const passed = await ops('check', 'quiz');
    expect(passed).toMatch(/^✓ quiz 1\.1\.0 \(the build in .*\) passes every promote check; publish it with/);
    expect(passed).toMatch(/آزمون دود quiz 1\.1\.0/);
    expect(await context.releases.has('quiz', '1.1.0')).toBe(false);
    await ops('publish', 'quiz');
    expect(await ops('check', 'quiz', '1.1.0')).toMatch(
      /\(the published release\) passes every promote check; promote it/,
    );
    // A published version cannot take other bytes: check says so before publish would.
    await expect(ops('check', 'quiz', '1.1.0', '--from', staging)).rejects.toThrow(
      /already published with other bytes/,
    );
  });

  it('locks an area with a reason: changes are refused naming who and why; the history keeps reason and commit', async () => {
    const { ops } = await repo();
    await ops('publish', 'quiz');
    expect(await ops('lock', 'quiz', '--actor', 'Reza', '--reason', 'exam week')).toMatch(
      /^quiz: current 1\.0\.0, previous —, locked by Reza: exam week \(registry revision 2\)$/,
    );
    const refused = await ops('promote', 'quiz', '1.1.0').catch((error: Error) => error);
    expect(exitCodeOf(refused)).toBe(1);
    expect((refused as Error).message).toMatch(/Reza .*«exam week»/);
    expect(await ops('status')).toMatch(/locked \(changes refused until unlock\):\n {2}quiz: by Reza at .*: exam week/);
    await ops('unlock', 'quiz', '--actor', 'Reza', '--reason', 'exams over');
    await ops('promote', 'quiz', '1.1.0', '--actor', 'Mina', '--reason', 'new list', '--commit', 'A1B2C3D');
    const history = await ops('history', 'quiz');
    expect(history).toMatch(/promote .* Mina +new list; commit A1B2C3D/);
    expect(history).toMatch(/unlock .* Reza +exams over/);
    await expect(ops('lock', 'quiz')).rejects.toThrow(/--reason/);
    await expect(ops('promote', 'quiz', '1.1.0', '--commit', 'xyz')).rejects.toBeInstanceOf(UsageError);
  });

  it("shows the environment's shared settings on the file store and refuses to set them there, in Persian", async () => {
    const { ops } = await repo();
    const shown = await ops('settings');
    expect(shown).toMatch(/^تنظیمات از محیط همین فرمان خوانده شده‌اند/);
    expect(shown).toMatch(/RELEASES_BASE_URL\s+\/releases/);
    expect(JSON.parse(await ops('settings', '--json'))).toEqual({
      source: 'environment',
      releaseOrigins: [],
      releasesBaseUrl: '/releases',
    });
    const refused = await ops('settings', 'set', '--release-origins', 'https://cdn.example.com').catch((e: Error) => e);
    expect(exitCodeOf(refused)).toBe(1);
    expect((refused as Error).message).toMatch(/^بدون DATABASE_URL این تنظیمات از محیط هر سرور/);
  });

  it('publishes the version in the area package.json, promotes it, and shows status and history', async () => {
    const { ops } = await repo();
    expect(await ops('publish', 'quiz')).toMatch(/^published quiz 1\.1\.0 to .*promote quiz 1\.1\.0/);
    expect(await ops('publish', 'quiz', '1.1.0')).toMatch(/already published with the same bytes/);
    const promoted = (await ops('promote', 'quiz', '1.1.0', '--actor', 'Mina')).split('\n');
    expect(promoted[0]).toBe('quiz: current 1.1.0, previous 1.0.0 (registry revision 2)');
    expect(promoted[1]).toMatch(/^آزمون دود quiz 1\.1\.0: ۱ صفحه روی سرور درست ساخته شد/);
    const status = await ops('status');
    expect(status).toMatch(/^registry revision 2/);
    expect(status).toMatch(/quiz\s+1\.1\.0\s+1\.0\.0\s+—\s+\S+\s+Mina\s+1\.1\.0, 1\.0\.0/);
    const history = await ops('history', 'quiz');
    expect(history.split('\n')[1]).toMatch(/^2\s+\S+\s+promote\s+1\.1\.0\s+1\.0\.0\s+Mina\s+—$/);
    expect(JSON.parse(await ops('history', 'quiz', '--json'))).toHaveLength(2);
  });

  it('runs a canary and ends it with rollback; the actor defaults to $OPS_ACTOR', async () => {
    const { ops } = await repo();
    await ops('publish', 'quiz');
    expect((await ops('canary', 'quiz', '1.1.0', '30')).split('\n')[0]).toBe(
      'quiz: current 1.0.0, previous —, canary 1.1.0 at 30% (registry revision 2)',
    );
    expect(JSON.parse(await ops('status', '--json')).areas[1]).toMatchObject({
      area: 'quiz',
      canary: { version: '1.1.0', percent: 30 },
      changedBy: 'cli test',
    });
    expect(await ops('rollback', 'quiz')).toBe('quiz: current 1.0.0, previous — (registry revision 3)');
  });

  it('refuses a rollback to a release that failed since, in Persian, and goes with --force (kept in history)', async () => {
    const { ops, context } = await repo();
    await ops('publish', 'quiz');
    await ops('promote', 'quiz', '1.1.0');
    const lastAt = new Date(Date.now() + 60_000).toISOString(); // after 1.0.0 stopped being current
    await context.store.failures.add([
      { kind: 'render', area: 'quiz', version: '1.0.0', count: 7, firstAt: lastAt, lastAt, lastReason: 'boom' },
    ]);
    const refused = await ops('rollback', 'quiz').catch((error: unknown) => error);
    expect(exitCodeOf(refused)).toBe(1);
    expect((refused as Error).message).toContain('شکست رندر در سرور: ۷ بار، آخرین علت: «boom»');
    expect(await ops('rollback', 'quiz', '--force')).toBe('quiz: current 1.0.0, previous — (registry revision 3)');
    expect((await ops('history', 'quiz')).split('\n')[1]).toMatch(/^3\s+\S+\s+rollback \(forced\)\s+1\.0\.0\s+1\.1\.0/);
    expect(exitCodeOf(await ops('promote', 'quiz', '1.1.0', '--force').catch((error: unknown) => error))).toBe(2);
  });

  it('shows load failures, server render failures and hydration errors per release, escaped', async () => {
    const { ops, context } = await repo();
    const at = (minute: number) => `2030-01-01T10:0${minute}:00.000Z`;
    const failure = { count: 1, firstAt: at(0), lastReason: 'boom' };
    writeFileSync(
      context.paths.loadReportsFile,
      JSON.stringify([
        { ...failure, area: 'quiz', version: '1.0.0', lastAt: at(1), lastReason: 'integrity' }, // before kinds existed
        {
          ...failure,
          kind: 'render',
          area: 'quiz',
          version: '1.0.0',
          count: 4,
          lastAt: at(2),
          lastReason: 'x\u001b[31m',
        },
        { ...failure, kind: 'hydration', area: 'shell', version: 'main.abc.js', lastAt: at(3) },
      ]),
    );
    const text = await ops('status');
    expect(text).toContain(
      [
        'failures by release:',
        '  quiz 1.0.0',
        `    load failures reported by browsers (unverified): 1×, last ${at(1)} (first ${at(0)}), no fallback: integrity`,
        `    server render failures: 4×, last ${at(2)} (first ${at(0)}): x\\u001b[31m`,
        '  shell main.abc.js',
        `    hydration errors reported by browsers (unverified): 1×, last ${at(3)} (first ${at(0)}): boom`,
      ].join('\n'),
    );
    expect(text).not.toContain('breaker'); // only a running server knows its breakers
    const json = JSON.parse(await ops('status', '--json'));
    expect(json.areas[1].loadFailures).toEqual([expect.objectContaining({ kind: 'load', lastReason: 'integrity' })]);
    expect(json.areas[1].renderFailures).toEqual([expect.objectContaining({ kind: 'render', count: 4 })]);
    expect(json.shell.hydrationErrors).toEqual([expect.objectContaining({ version: 'main.abc.js' })]);
    expect(json.openBreakers).toBeUndefined();
  });

  it('refuses with the reason and exit code 1, and a usage mistake with exit code 2', async () => {
    const { ops } = await repo();
    const refused = ops('promote', 'quiz', '3.0.0');
    await expect(refused).rejects.toThrow(/Refused quiz 3\.0\.0:\n {2}- it is not in the release store/);
    expect(exitCodeOf(await refused.catch((error: unknown) => error))).toBe(1);
    const usage = await ops('promote', 'chat', '1.0.0').catch((error: unknown) => error);
    expect(usage).toBeInstanceOf(UsageError);
    expect(exitCodeOf(usage)).toBe(2);
    expect(exitCodeOf(await ops('status', '--bogus').catch((error: unknown) => error))).toBe(2);
    await expect(ops('rollback', 'quiz', '--if-revision', '0')).rejects.toThrow(/expected revision 0, found 1/);
  });

  it('refuses at promote a release whose page throws on the server, naming the route; --skip-smoke overrides', async () => {
    const { ops, dist } = await repo();
    writeRelease(path.join(dist, 'releases'), 'quiz', '1.2.0', { serverPages: { QuizList: THROWING_PAGE } });
    await ops('publish', 'quiz', '1.2.0');
    const refused = await ops('promote', 'quiz', '1.2.0').catch((error: Error) => error);
    expect(exitCodeOf(refused)).toBe(1);
    expect((refused as Error).message).toMatch(/^quiz 1\.2\.0 پذیرفته نشد: در آزمون دود ۱ صفحه روی سرور شکست/);
    expect((refused as Error).message).toMatch(/✗ \/quiz: روی سرور شکست؛ خطای صفحه: Cannot read properties/);
    expect(await ops('promote', 'quiz', '1.2.0', '--skip-smoke')).toBe(
      'quiz: current 1.2.0, previous 1.0.0 (registry revision 2)\nآزمون دود quiz 1.2.0 به خواست شما (--skip-smoke) انجام نشد.',
    );
  });

  it('tells a damaged registry.json plainly in status, lists the kept copies and restores one', async () => {
    const { ops, context } = await repo();
    await ops('publish', 'quiz');
    await ops('promote', 'quiz', '1.1.0');
    const file = context.paths.registryFile;
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 200)); // truncated

    const status = await ops('status');
    expect(status).toMatch(/^هشدار: پروندهٔ رجیستری ناقص یا خراب است/);
    expect(status).toContain('سرور بازبینی ۲ را از نسخهٔ نگه‌داشته سرو می‌کند');
    expect(status).toContain('npm run ops -- registry restore');
    expect(status).toMatch(/quiz\s+1\.1\.0\s+1\.0\.0/); // what is served, from the copy
    await expect(ops('rollback', 'quiz')).rejects.toThrow(/تا یکی از نسخه‌های نگه‌داشته بازگردانده نشود/);

    const copies = await ops('registry', 'restore');
    expect(copies).toMatch(/بازبینی ۲ {2}نوشته‌شده .* {2}quiz 1\.1\.0 {2}۲ رخداد در تاریخچه/);
    expect(copies).toMatch(/بازبینی ۱ .* quiz 1\.0\.0/);
    await expect(ops('registry', 'restore', '9')).rejects.toThrow(/نسخهٔ نگه‌داشته‌ای با بازبینی ۹ نیست/);
    expect(await ops('registry', 'restore', '2')).toBe(
      'رجیستری از نسخهٔ نگه‌داشتهٔ بازبینی ۲ بازگردانده شد؛ بازبینی کنونی ۳ است.',
    );
    expect(await ops('status')).toMatch(/^registry revision 3/);
    for (const output of [status, copies]) expect(output).not.toContain(context.paths.registryFile);
  });
});
