import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RegistryStore, toRemotesDocument } from './registry-store.ts';

function releaseStore(releases: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  for (const [area, versions] of Object.entries(releases)) {
    for (const version of versions) {
      mkdirSync(path.join(dir, area, version), { recursive: true });
      writeFileSync(path.join(dir, area, version, 'mf-manifest.json'), '{}');
    }
  }
  return dir;
}

describe('registry store', () => {
  it('creates the registry from the newest build of each area when missing', async () => {
    const releases = releaseStore({ quiz: ['1.2.0', '1.10.0', '1.9.9'], blog: ['2.0.0'] });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    const store = new RegistryStore(dataDir, releases);
    const document = toRemotesDocument(await store.read());
    expect(document.areas).toEqual({
      quiz: { version: '1.10.0', entry: '/releases/quiz/1.10.0/mf-manifest.json' },
      blog: { version: '2.0.0', entry: '/releases/blog/2.0.0/mf-manifest.json' },
    });
    expect(JSON.parse(readFileSync(store.file, 'utf8')).revision).toBe(1);
  });

  it('keeps an existing registry instead of recreating it', async () => {
    const releases = releaseStore({ quiz: ['1.0.0', '2.0.0'] });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    const store = new RegistryStore(dataDir, releases);
    const registry = await store.read();
    await store.write({
      ...registry,
      revision: 2,
      areas: {
        quiz: {
          current: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json' },
          changedAt: 'now',
          changedBy: 'ops',
        },
      },
    });
    expect(toRemotesDocument(await store.read()).areas.quiz?.version).toBe('1.0.0');
  });

  it('refuses a corrupt registry file rather than serving it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
    writeFileSync(path.join(dataDir, 'registry.json'), JSON.stringify({ revision: 1, areas: { chat: {} } }));
    await expect(new RegistryStore(dataDir, releaseStore({})).read()).rejects.toThrow();
  });
});
