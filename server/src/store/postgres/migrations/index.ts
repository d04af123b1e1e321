import * as siteStore from './0001-site-store.ts';
import * as releaseBlobs from './0002-release-blobs.ts';
import * as healthCounts from './0003-health-counts.ts';
import * as vitalsCounts from './0004-vitals-counts.ts';
import * as rollouts from './0005-rollouts.ts';

/** One schema change: applied once, in order of its number, never edited after it shipped. */
export interface Migration {
  number: number;
  name: string;
  sql: string;
}

/** Every migration, in order. A new one gets the next number and its own file beside these. */
export const MIGRATIONS: readonly Migration[] = [
  { number: 1, name: 'site-store', sql: siteStore.sql },
  { number: 2, name: 'release-blobs', sql: releaseBlobs.sql },
  { number: 3, name: 'health-counts', sql: healthCounts.sql },
  { number: 4, name: 'vitals-counts', sql: vitalsCounts.sql },
  { number: 5, name: 'rollouts', sql: rollouts.sql },
];
