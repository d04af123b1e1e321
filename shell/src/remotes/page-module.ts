import type { ComponentType } from 'react';
import type { AreaName } from '@shared/registry';
import type { Candidate } from './area-releases.ts';

/**
 * What an area's page is, whichever loader brought it: the federated one
 * (load-area-page.ts) or the monolith yardstick's (monolith/load-area-page.ts).
 */
export interface PageModule {
  default: ComponentType;
}

/** A page and the release it came from. */
export interface LoadedPage {
  module: PageModule;
  release: Candidate;
}

export function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'default' in value && value.default != null;
}

/** The first line of an error: the federation runtime appends arguments and a link to its docs. */
export const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/** A release that failed to load after every try; already reported on the bus and to the server. */
export class AreaLoadError extends Error {
  constructor(
    readonly area: AreaName,
    readonly version: string,
    cause: unknown,
  ) {
    super(`${area} ${version} failed to load: ${reasonOf(cause)}`, { cause });
    this.name = 'AreaLoadError';
  }
}
