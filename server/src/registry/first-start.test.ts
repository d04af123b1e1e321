import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { prepareDataDir } from './first-start.ts';
import { fakeDist, fakeOpsContext, fakeRoutes, memoryLog, writeRelease } from './release-fixtures.ts';
import { remotesDocument } from './remotes-json.ts';

describe('first start', () => {
  it('publishes every build into the store and registers the newest version of each area', async () => {
    const dist = fakeDist({ quiz: ['1.2.0', '1.10.0', '1.9.9'], blog: ['2.0.0'] });
    const { context } = fakeOpsContext(dist);
    const log = memoryLog();
    await prepareDataDir(context, path.join(dist, 'releases'), log);
    expect(await context.releases.list('quiz')).toEqual(['1.10.0', '1.9.9', '1.2.0']);
    const registry = await context.registry.read();
    const document = remotesDocument(registry, 0, { origins: [], overrides: false });
    expect(document.areas.quiz).toMatchObject({ version: '1.10.0', entry: '/releases/quiz/1.10.0/mf-manifest.json' });
    expect(document.areas.blog?.version).toBe('2.0.0');
    expect(registry.history.map((entry) => `${entry.action} ${entry.area} ${entry.version}`)).toEqual([
      'seed quiz 1.10.0',
      'seed blog 2.0.0',
    ]);
    expect(log.lines.filter((line) => line.startsWith('warn'))).toEqual([]);
  });

  it("skips a build that fails promote's checks, saying why, and registers the newest one that passes", async () => {
    const dist = fakeDist({ quiz: ['1.0.0'], blog: ['2.0.0'] });
    // The newest quiz build claims the shell's /contactus; the newest blog build shares another React.
    writeRelease(path.join(dist, 'releases'), 'quiz', '1.1.0', {
      routes: { prefixes: ['/quiz', '/contactus'], routes: fakeRoutes('quiz').routes },
    });
    writeRelease(path.join(dist, 'releases'), 'blog', '2.1.0', {
      shared: [{ name: 'react', version: '17.0.0', requiredVersion: '^17.0.0' }],
    });
    const { context } = fakeOpsContext(dist);
    const log = memoryLog();
    await prepareDataDir(context, path.join(dist, 'releases'), log);
    const registry = await context.registry.read();
    expect([registry.areas.quiz?.current.version, registry.areas.blog?.current.version]).toEqual(['1.0.0', '2.0.0']);
    const warnings = log.lines.filter((line) => line.startsWith('warn'));
    expect(warnings).toEqual([
      expect.stringMatching(/^warn: not registering quiz 1\.1\.0, which fails promote's checks: .*\/contactus/),
      expect.stringMatching(/^warn: not registering blog 2\.1\.0, which fails promote's checks: .*react/),
    ]);
  });

  it('leaves an existing registry and store alone, and warns about a rebuilt version with other bytes', async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    const before = await context.registry.read();
    writeRelease(path.join(dist, 'releases'), 'quiz', '2.0.0');
    appendFileSync(path.join(dist, 'releases', 'quiz', '1.0.0', 'remoteEntry.js'), '/* rebuilt */');
    const log = memoryLog();
    await prepareDataDir(context, path.join(dist, 'releases'), log);
    expect(await context.registry.read()).toEqual(before);
    expect(readdirSync(context.releases.dir + '/quiz')).toEqual(['1.0.0', '1.0.0.files.json']);
    expect(log.lines).toEqual([
      expect.stringMatching(/^warn: dist\/releases\/quiz\/1\.0\.0 differs.*Bump the version/),
    ]);
  });
});
