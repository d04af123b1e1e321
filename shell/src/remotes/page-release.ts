import type { AreaName } from '@shared/registry';
import { activeCandidate } from './area-releases.ts';

/**
 * The release of an area this page loaded, for a report about the page (Web Vitals); undefined before one
 * was chosen, and for a developer's override, which is nobody's release. The monolith build, which loads no
 * release, swaps this module for one that knows none (monolith/page-release.ts).
 */
export function pageRelease(area: AreaName): { version: string } | undefined {
  const release = activeCandidate(area);
  return release && release.role !== 'override' ? { version: release.version } : undefined;
}
