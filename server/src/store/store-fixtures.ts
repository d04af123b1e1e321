import type { HistoryEntry, RegistryFile } from '../registry/registry-file.ts';

const release = (version: string) => ({ version, entry: `/releases/quiz/${version}/mf-manifest.json` });
/** A registry with nothing in it yet, at revision 0. */
export const emptyRegistry: RegistryFile = { revision: 0, areas: {}, history: [] };

/** A change that sets quiz's current version and records it in the history. */
export function promoteQuiz(version: string, actor = 'test') {
  return (registry: RegistryFile, revision: number): RegistryFile => ({
    ...registry,
    areas: {
      ...registry.areas,
      quiz: { current: release(version), past: [], changedAt: '2026-11-27T10:00:00.000Z', changedBy: actor },
    },
    history: [
      ...registry.history,
      { revision, at: '2026-11-27T10:00:00.000Z', actor, area: 'quiz', action: 'promote', version } as HistoryEntry,
    ],
  });
}
