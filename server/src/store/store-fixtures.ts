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

/** Polls `probe` every 20 ms until it holds; resolves with how long that took, rejects after `withinMs`. */
export async function within(withinMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}
