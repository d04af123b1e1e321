import type { LoadFailureSummary } from './load-reports.ts';
import type { RegistryFile } from './registry-file.ts';
import { RemotesDocuments } from './remotes-documents.ts';
import { remotesDocument } from './remotes-json.ts';

const release = (version: string) => ({ version, entry: `/releases/quiz/${version}/mf-manifest.json` });

const registry: RegistryFile = {
  revision: 4,
  history: [],
  areas: {
    quiz: {
      current: release('1.1.0'),
      past: [release('1.0.0')],
      canary: { release: release('1.2.0'), percent: 50 },
      changedAt: 'now',
      changedBy: 'ops',
    },
  },
};
const policy = { origins: [], overrides: false };
const failure: LoadFailureSummary = {
  kind: 'load',
  area: 'quiz',
  version: '1.0.0',
  count: 3,
  firstAt: '2026-01-01T00:00:00.000Z',
  lastAt: '2026-01-01T00:00:00.000Z',
  lastReason: 'integrity',
};

describe('RemotesDocuments: one document per registry, canary group and failures', () => {
  it('answers the document remotesDocument makes, the same object for browsers in the same canaries', () => {
    const documents = new RemotesDocuments(policy);
    const inCanary = documents.of(registry, 10, []);
    expect(inCanary).toEqual(remotesDocument(registry, 10, policy, []));
    expect(documents.of(registry, 49, [])).toBe(inCanary);
    const outside = documents.of(registry, 50, []);
    expect(outside).not.toBe(inCanary);
    expect(outside.areas.quiz?.version).toBe('1.1.0');
    expect(inCanary.areas.quiz?.version).toBe('1.2.0');
  });

  it('makes a new one when the failures or the registry change', () => {
    const documents = new RemotesDocuments(policy);
    const before = documents.of(registry, 70, []);
    const withFailure = documents.of(registry, 70, [failure]);
    expect(withFailure).not.toBe(before);
    expect(withFailure).toEqual(remotesDocument(registry, 70, policy, [failure]));
    const promoted: RegistryFile = {
      ...registry,
      revision: 5,
      areas: { quiz: { ...registry.areas.quiz!, current: release('1.2.0') } },
    };
    expect(documents.of(promoted, 70, []).areas.quiz?.version).toBe('1.2.0');
  });
});
