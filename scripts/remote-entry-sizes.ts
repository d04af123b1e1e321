/**
 * The size of every area's `remoteEntry.js` in a build (`npm run bench:size`): the script a student's browser
 * runs before any page of that area, so its bytes come on top of the area's own code. The budget is 10 KiB
 * gzip per entry (docs/architecture.md, "The remote entry"); the bench prints the figure against it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_ENTRY_FILE } from '../shared/registry/src/release-layout.ts';

export const REMOTE_ENTRY_BUDGET_BYTES = 10 * 1024;

export interface RemoteEntrySize {
  area: string;
  version: string;
  bytes: number;
  gzip: number;
}

/** Every release's remote entry under `<distDir>/releases/<area>/<version>/`. */
export function remoteEntrySizes(distDir: string): RemoteEntrySize[] {
  const releases = path.join(distDir, 'releases');
  return readdirSync(releases).flatMap((area) =>
    readdirSync(path.join(releases, area)).map((version) => {
      const bytes = readFileSync(path.join(releases, area, version, REMOTE_ENTRY_FILE));
      return { area, version, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The Markdown table the bench prints: each entry, its sizes and whether it is within the budget. */
export function remoteEntryTable(sizes: readonly RemoteEntrySize[]): string[] {
  return [
    `Remote entries (${REMOTE_ENTRY_FILE}), KiB; budget ${kib(REMOTE_ENTRY_BUDGET_BYTES)} KiB gzip -9:`,
    '',
    '| area | version | raw | gzip -9 | within budget |',
    '| --- | --- | ---: | ---: | --- |',
    ...sizes.map(
      ({ area, version, bytes, gzip }) =>
        `| ${area} | ${version} | ${kib(bytes)} | ${kib(gzip)} | ${gzip <= REMOTE_ENTRY_BUDGET_BYTES ? 'yes' : 'no'} |`,
    ),
  ];
}
