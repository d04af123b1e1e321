import type { AreaName } from '@shared/registry';

/** The monolith loads no area release: its area pages are nobody's release (only the shell's are reported). */
export function pageRelease(_area: AreaName): { version: string } | undefined {
  return undefined;
}
