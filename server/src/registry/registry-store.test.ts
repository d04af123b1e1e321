import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryFile } from './registry-file.ts';
import { RegistryMissingError, RegistryStore, RevisionConflictError } from './registry-store.ts';

const release = (version: string) => ({ version, entry: `/releases/quiz/${version}/mf-manifest.json` });

function newStore(initial?: unknown): RegistryStore {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  const file = path.join(dir, 'registry.json');
  if (initial !== undefined) writeFileSync(file, JSON.stringify(initial));
  return new RegistryStore(file);
}

const empty: RegistryFile = { revision: 1, areas: {}, history: [] };

function setQuiz(version: string) {
  return (registry: RegistryFile): RegistryFile => ({
    ...registry,
    areas: { quiz: { current: release(version), past: [], changedAt: 'now', changedBy: 'test' } },
  });
}

describe('registry store', () => {
  it('says how to create a registry that does not exist yet', async () => {
    await expect(newStore().read()).rejects.toThrow(RegistryMissingError);
  });

  it('refuses a corrupt registry file rather than serving it', async () => {
    await expect(newStore({ revision: 1, areas: { chat: {} } }).read()).rejects.toThrow();
  });

  it('reads the first format, whose single previous release becomes the rollback target', async () => {
    const store = newStore({
      revision: 3,
      areas: { quiz: { current: release('1.1.0'), previous: release('1.0.0'), changedAt: 'x', changedBy: 'ops' } },
    });
    const registry = await store.read();
    expect(registry.areas.quiz?.past.map((old) => old.version)).toEqual(['1.0.0']);
    expect(registry.history).toEqual([]);
  });

  it('writes atomically: a complete file, the revision increased by one, no temporary file left', async () => {
    const store = newStore(empty);
    const written = await store.update(setQuiz('2.0.0'));
    expect(written.revision).toBe(2);
    expect(JSON.parse(readFileSync(store.file, 'utf8')).areas.quiz.current.version).toBe('2.0.0');
    expect(readdirSync(path.dirname(store.file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await store.read()).revision).toBe(2);
  });

  it('applies two concurrent changes from two stores (two processes) one after the other', async () => {
    const first = newStore(empty);
    const second = new RegistryStore(first.file);
    const append = (label: string) => (registry: RegistryFile, revision: number) => ({
      ...registry,
      history: [
        ...registry.history,
        { revision, at: 'now', actor: label, area: 'quiz' as const, action: 'promote' as const, version: '1.0.0' },
      ],
    });
    await Promise.all([first.update(append('a')), second.update(append('b'))]);
    const registry = await first.read();
    expect(registry.revision).toBe(3);
    expect(registry.history.map((entry) => entry.actor).sort()).toEqual(['a', 'b']);
    expect(registry.history.map((entry) => entry.revision).sort()).toEqual([2, 3]);
  });

  it('answers reads that overlap with one look at the file, and a read after its own change with the change', async () => {
    const store = newStore(empty);
    const overlapping = await Promise.all([store.read(), store.read(), store.read()]);
    expect(overlapping.map((registry) => registry.revision)).toEqual([1, 1, 1]);
    const underWay = store.read();
    await store.update(setQuiz('2.0.0'));
    expect((await store.read()).areas.quiz?.current.version).toBe('2.0.0');
    expect([1, 2]).toContain((await underWay).revision);
  });

  it('refuses a change based on a revision that is no longer current (compare-and-swap)', async () => {
    const store = newStore(empty);
    await store.update(setQuiz('1.0.0'), 1);
    await expect(store.update(setQuiz('2.0.0'), 1)).rejects.toThrow(RevisionConflictError);
    expect((await store.read()).areas.quiz?.current.version).toBe('1.0.0');
  });

  it('leaves the registry as it was when a change throws', async () => {
    const store = newStore(empty);
    await expect(
      store.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.read()).toEqual(empty);
    await expect(store.update(setQuiz('1.0.0'))).resolves.toMatchObject({ revision: 2 });
  });
});
