/**
 * The monolith build swaps these modules in for the federated ones
 * (build/monolith-config.ts); TypeScript checks here that they offer the same.
 * Nothing imports this file.
 */
import type * as FederatedPageRelease from '../page-release.ts';
import type * as FederatedPrefetch from '../prefetch-federation.ts';
import type * as FederatedLoader from '../load-area-page.ts';
import type * as FederatedRegistry from '../registry.ts';
import * as loader from './load-area-page.ts';
import * as pageRelease from './page-release.ts';
import * as prefetch from './prefetch-federation.ts';
import * as registry from './registry.ts';

export const sameLoader: Pick<typeof FederatedLoader, 'loadAreaModule' | 'loadAreaPage' | 'AreaLoadError'> = loader;
export const sameRegistry: Pick<
  typeof FederatedRegistry,
  'loadRegistry' | 'adoptEmbeddedRegistry' | 'AreaNotDeployedError'
> = registry;
export const samePrefetch: Pick<typeof FederatedPrefetch, 'prefetchFederationWhenIdle'> = prefetch;
export const samePageRelease: Pick<typeof FederatedPageRelease, 'pageRelease'> = pageRelease;
