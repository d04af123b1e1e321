import { mkdtempSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryFile } from './registry-file.ts';
import { REGISTRY_COPIES_KEPT } from './registry-copies.ts';
import { RegistryDamagedError, RegistryStore, RegistryUnavailableError } from './registry-store.ts';

const release = (version: string) => ({ version, entry: `/releases/quiz/${version}/mf-manifest.json` });
const setQuiz = (version: string) => (registry: RegistryFile) => ({
  ...registry,
  areas: { quiz: { current: release(version), past: [], changedAt: 'now', changedBy: 'test' } },
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A registry written twice by the store (revision 2: quiz 1.1.0), as a running server would have read it. */
async function served() {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-damage-'));
  dirs.push(dir);
  const file = path.join(dir, 'registry.json');
  const store = new RegistryStore(file);
  await store.create(async () => ({ revision: 1, areas: {}, history: [] }));
  await store.update(setQuiz('1.1.0'));
  expect((await store.read()).revision).toBe(2);
  return { dir, file, store };
}

const DAMAGES: [string, (file: string) => void, string][] = [
  ['truncated', (file) => truncateSync(file, statSync(file).size - 20), 'invalid-json'],
  ['not JSON', (file) => writeFileSync(file, 'registry? what registry'), 'invalid-json'],
  ['of the wrong shape', (file) => writeFileSync(file, JSON.stringify({ revision: 'x', areas: [] })), 'wrong-schema'],
  ['deleted', (file) => unlinkSync(file), 'missing'],
];

describe('a damaged registry.json', () => {
  it.each(DAMAGES)(
    '%s: is served from the last good registry, reported, and restored from a kept copy',
    async (_, damage, problem) => {
      const { dir, file, store } = await served();
      damage(file);

      // The running server keeps serving what it read last, and says what happened.
      expect((await store.read()).areas.quiz?.current.version).toBe('1.1.0');
      expect(await store.health()).toMatchObject({ damaged: true, problem, served: { revision: 2, from: 'memory' } });
      // A fresh process (the CLI, a restarted server) has no memory: it serves the newest kept copy.
      const fresh = new RegistryStore(file);
      expect((await fresh.read()).revision).toBe(2);
      expect(await fresh.health()).toMatchObject({ damaged: true, problem, served: { revision: 2, from: 'copy' } });

      // No change is written over a damaged file, and the refusal names no path.
      const refused = fresh.update(setQuiz('1.2.0'));
      await expect(refused).rejects.toThrow(RegistryDamagedError);
      await expect(refused).rejects.not.toThrow(dir);

      const restored = await fresh.restore(2);
      expect(restored?.revision).toBe(3); // above every revision seen: a stale --if-revision cannot pass
      expect(await store.health()).toEqual({ damaged: false });
      expect((await store.read()).areas.quiz?.current.version).toBe('1.1.0');
      expect((await store.update(setQuiz('1.2.0'))).revision).toBe(4);
    },
  );

  it('with no good copy anywhere, says so in Persian without the path', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-damage-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'registry.json'), '{"revision": 1, "are');
    const reading = new RegistryStore(path.join(dir, 'registry.json')).read();
    await expect(reading).rejects.toThrow(RegistryUnavailableError);
    await expect(reading).rejects.toThrow(/پروندهٔ رجیستری ناقص یا خراب است/);
    await expect(reading).rejects.not.toThrow(dir);
  });

  it(`keeps the last ${REGISTRY_COPIES_KEPT} good versions beside it, the oldest going first`, async () => {
    const { dir, store } = await served();
    for (const version of ['1.2.0', '1.3.0', '1.4.0', '1.5.0', '1.6.0']) await store.update(setQuiz(version));
    expect(await store.copies.revisions()).toEqual([7, 6, 5, 4, 3]);
    expect(readdirSync(path.join(dir, 'registry-copies'))).toHaveLength(REGISTRY_COPIES_KEPT);
    const [newest] = await store.copies.list();
    expect(newest).toMatchObject({ revision: 7, areas: [{ area: 'quiz', current: '1.6.0' }], historyEntries: 0 });
    expect(await store.restore(1)).toBeUndefined(); // rotated out
  });
});
