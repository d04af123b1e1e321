/**
 * Whether a registry history kept every change exactly once: what `npm run bench:registry` prints after two
 * processes made their changes at once (the jest test of the same race asserts it; the bench only reports).
 */

/** The part of a history entry the check reads. */
export interface HistoryLine {
  revision: number;
  actor: string;
}

export interface HistorySoundness {
  entries: number;
  /** Revisions 1, 2, … N in order, none missing or repeated. */
  contiguous: boolean;
  /** Changes made (by their actor tag) that the history does not hold. */
  lost: string[];
  /** Changes the history holds more than once. */
  doubled: string[];
}

/** Compares a history with the changes that were made, each tagged with a distinct actor. */
export function historySoundness(history: readonly HistoryLine[], made: readonly string[]): HistorySoundness {
  const seen = new Map<string, number>();
  for (const entry of history) seen.set(entry.actor, (seen.get(entry.actor) ?? 0) + 1);
  return {
    entries: history.length,
    contiguous: history.every((entry, index) => entry.revision === index + 1),
    lost: made.filter((actor) => !seen.has(actor)),
    doubled: [...seen].filter(([, count]) => count > 1).map(([actor]) => actor),
  };
}
