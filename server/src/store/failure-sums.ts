import type { LoadFailureSummary } from '../registry/load-reports.ts';

/** The key a failure is summed under: one kind of failure of one release. */
export function failureKey({ kind, area, version }: Pick<LoadFailureSummary, 'kind' | 'area' | 'version'>): string {
  return `${kind}:${area}@${version}`;
}

/**
 * What is stored after one server's counts are added: counts add up, the first and last times widen, and
 * the reason (and fallback) are those of the latest failure, whichever server saw it.
 */
export function addFailureCounts(
  stored: LoadFailureSummary | undefined,
  counted: LoadFailureSummary,
): LoadFailureSummary {
  if (!stored) return { ...counted };
  const newer = counted.lastAt >= stored.lastAt ? counted : stored;
  return {
    kind: stored.kind,
    area: stored.area,
    version: stored.version,
    count: stored.count + counted.count,
    firstAt: counted.firstAt < stored.firstAt ? counted.firstAt : stored.firstAt,
    lastAt: newer.lastAt,
    lastReason: newer.lastReason,
    ...(newer.lastFallbackVersion !== undefined ? { lastFallbackVersion: newer.lastFallbackVersion } : {}),
  };
}
