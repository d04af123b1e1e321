import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCrashChild } from './crash-child-process.ts';
import { writeRelease } from './release-fixtures.ts';
import { ReleaseStore, type PublishStep } from './release-store.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function setUp(afterStep?: (step: PublishStep) => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'publish-crash-'));
  dirs.push(root);
  const built = path.join(root, 'built');
  const data = path.join(root, 'data');
  const releasesDir = path.join(data, 'releases');
  const stagingDir = path.join(data, '.staging');
  const source = writeRelease(built, 'quiz', '1.1.0');
  return { source, data, releasesDir, stagingDir, store: new ReleaseStore(releasesDir, stagingDir, afterStep) };
}

/** What a failed or killed publish may have left in the data directory besides locks. */
function leftovers(data: string): string[] {
  const staging = path.join(data, '.staging');
  const quiz = path.join(data, 'releases', 'quiz');
  return [
    ...(existsSync(staging) ? readdirSync(staging).filter((name) => !name.endsWith('.lock')) : []),
    ...(existsSync(quiz) ? readdirSync(quiz).filter((name) => name.endsWith('.tmp')) : []),
  ];
}

describe('a publish that fails or is killed', () => {
  it.each(['copied', 'recorded'] as const)(
    'failing after it %s (a full disk) leaves no staging copy, no record and no release',
    async (failAt) => {
      const { source, data, store } = setUp((step) => {
        if (step === failAt) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      });
      await expect(store.publish('quiz', '1.1.0', source)).rejects.toThrow(/no space/);
      expect(leftovers(data)).toEqual([]);
      expect(existsSync(store.hashesFile('quiz', '1.1.0'))).toBe(false);
      expect(await store.has('quiz', '1.1.0')).toBe(false);
    },
  );

  it('killed mid-way leaves a staging copy that the next publish removes before publishing', async () => {
    const { source, data, releasesDir, stagingDir, store } = setUp();
    const child = await startCrashChild(['publish', releasesDir, stagingDir, '1.1.0', source, 'copied']);
    await child.kill();
    expect(leftovers(data)).toHaveLength(1);
    expect(await store.publish('quiz', '1.1.0', source)).toBe('published');
    expect(leftovers(data)).toEqual([]);
    expect(await store.changedFiles('quiz', '1.1.0')).toEqual([]);
  }, 30_000);

  it('records the hashes of the staged bytes before the release is placed', async () => {
    let recordedBeforePlacing = false;
    const { source, store } = setUp((step) => {
      if (step === 'recorded') {
        recordedBeforePlacing =
          existsSync(store.hashesFile('quiz', '1.1.0')) && !existsSync(store.folder('quiz', '1.1.0'));
      }
    });
    await store.publish('quiz', '1.1.0', source);
    expect(recordedBeforePlacing).toBe(true);
  });

  it('treats a release placed without its record as damaged: refused, and replaced by the next publish', async () => {
    // What a publish killed between placing a release and writing its record left (before records came first).
    const { source, store } = setUp();
    const placed = store.folder('quiz', '1.1.0');
    mkdirSync(path.dirname(placed), { recursive: true });
    cpSync(source, placed, { recursive: true });
    appendFileSync(path.join(placed, 'remoteEntry.js'), '/* changed after it was placed */');

    // Nobody checked these bytes: every check refuses them, and none records them.
    expect(await store.changedFiles('quiz', '1.1.0')).toContain('remoteEntry.js');
    expect(existsSync(store.hashesFile('quiz', '1.1.0'))).toBe(false);

    expect(await store.publish('quiz', '1.1.0', source)).toBe('published');
    expect(readFileSync(path.join(placed, 'remoteEntry.js'), 'utf8')).not.toContain('changed after');
    expect(await store.changedFiles('quiz', '1.1.0')).toEqual([]);
    expect(await store.publish('quiz', '1.1.0', source)).toBe('unchanged');
  });

  it('keeps a release with its record immutable: other bytes are refused, not replaced', async () => {
    const { source, store } = setUp();
    await store.publish('quiz', '1.1.0', source);
    writeFileSync(path.join(source, 'remoteEntry.js'), '/* other bytes */');
    await expect(store.publish('quiz', '1.1.0', source)).rejects.toThrow(/remoteEntry\.js/);
  });
});
