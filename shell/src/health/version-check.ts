import { buildIdOf } from './build-id.ts';

/** Spec section 9: the client looks for a new version once an hour. */
export const VERSION_POLL_MS = 3_600_000;

/** What identifies a release of the site: the shell's build and each area's release. */
export interface VersionSnapshot {
  shell: string;
  /** `area@version entry` lines, sorted; only what changes when an area is released. */
  areas: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A registry document's releases as one comparable string. Only the fields
 * that name a release are read, so a richer registry document still compares;
 * a document without areas is an error, not "nothing deployed".
 */
export function areasFingerprint(document: unknown): string {
  const areas = isRecord(document) ? document.areas : undefined;
  if (!isRecord(areas)) throw new Error('remotes.json has no areas');
  return Object.entries(areas)
    .flatMap(([area, release]) =>
      isRecord(release) ? [`${area}@${String(release.version)} ${String(release.entry)}`] : [],
    )
    .sort()
    .join('\n');
}

async function fetchOk(url: string, fetcher: typeof fetch): Promise<Response> {
  const response = await fetcher(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * The release the server offers now: the main script named in a fresh `/`
 * (the page HTML is never cached) and the areas of `/remotes.json`.
 */
export async function fetchLatestVersion(fetcher: typeof fetch = fetch): Promise<VersionSnapshot> {
  const [page, registry] = await Promise.all([fetchOk('/', fetcher), fetchOk('/remotes.json', fetcher)]);
  const html = new DOMParser().parseFromString(await page.text(), 'text/html');
  return { shell: buildIdOf(html), areas: areasFingerprint(await registry.json()) };
}

/** Only the areas part: the baseline read shortly after start. */
export async function fetchAreasFingerprint(fetcher: typeof fetch = fetch): Promise<string> {
  return areasFingerprint(await (await fetchOk('/remotes.json', fetcher)).json());
}
