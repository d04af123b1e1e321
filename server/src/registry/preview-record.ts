import type { AreaName } from '@shared/registry';
import { MAX_REASON } from './area-lock.ts';
import type { ChangeRequest, OpsContext } from './operations.ts';
import type { RegistryFile } from './registry-file.ts';

/** A preview link that still works, as the ops page and `ops status` list it. */
export interface OpenPreview {
  area: AreaName;
  version: string;
  by: string;
  at: string;
  until: string;
  link: string;
  reason?: string;
}

/**
 * Records a preview link in the history: one entry per previewed area, with the link and its end, at one
 * revision. A preview changes nothing any student gets, so the areas' state (and their lock) is left
 * alone; the link is kept so that the people with the ops page can find and share it
 * (docs/operations.md, "Previews").
 */
export function recordPreview(
  context: Pick<OpsContext, 'registry' | 'now'>,
  releases: Partial<Record<AreaName, string>>,
  request: Pick<ChangeRequest, 'actor' | 'reason' | 'commit'>,
  preview: { until: Date; link: string },
): Promise<RegistryFile> {
  return context.registry.update((registry, revision) => {
    const at = (context.now?.() ?? new Date()).toISOString();
    const reason = request.reason?.trim().slice(0, MAX_REASON);
    const entries = Object.entries(releases).map(([area, version]) => ({
      revision,
      at,
      actor: request.actor,
      area: area as AreaName,
      action: 'preview' as const,
      version: version!,
      until: preview.until.toISOString(),
      link: preview.link,
      ...(reason ? { reason } : {}),
      ...(request.commit ? { commit: request.commit } : {}),
    }));
    return { ...registry, history: [...registry.history, ...entries] };
  });
}

/** The previews whose links still work at `now`, newest first. */
export function openPreviews(registry: RegistryFile, now: number): OpenPreview[] {
  return registry.history
    .filter((entry) => entry.action === 'preview' && entry.until && entry.link && Date.parse(entry.until) > now)
    .reverse()
    .map((entry) => ({
      area: entry.area,
      version: entry.version,
      by: entry.actor,
      at: entry.at,
      until: entry.until!,
      link: entry.link!,
      ...(entry.reason ? { reason: entry.reason } : {}),
    }));
}
