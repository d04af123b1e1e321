import path from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  areaRouteTableSchema,
  chunkFileSchema,
  containerName,
  ROUTES_FILE,
  shellRouteTableSchema,
  type AreaName,
  type AreaRouteTable,
  type ShellRouteTable,
} from '@shared/registry';
import { inspectNodeBuild } from '../render/node-build-check.ts';
import { fileIntegrity, sha384Integrity } from './integrity.ts';
import { exposeChunks, readManifest, type FederationManifest } from './release-manifest.ts';
import { sharedModulesSchema, sharedSingletonProblems, type SharedModules } from './shared-versions.ts';
import type { RegistryRelease } from './registry-file.ts';
import { someFiles, type ReleaseStore } from './release-store.ts';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@shared/registry';

/** Where releases are served from and which origins entries may use. */
export interface ReleasePolicy {
  /** `/releases` or an absolute URL of a CDN mirroring the store. */
  releasesBaseUrl: string;
  /** Origins besides the site's own that entries may point at. */
  allowedOrigins: readonly string[];
}

/** Raised when a release may not become current (or canary); the message lists every reason. */
export class ReleaseRefusedError extends Error {
  constructor(
    area: AreaName,
    version: string,
    readonly problems: string[],
  ) {
    super(`Refused ${area} ${version}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ReleaseRefusedError';
  }
}

/** The URL of a release's manifest under the policy's base URL. */
export function entryUrl(policy: ReleasePolicy, area: AreaName, version: string): string {
  return `${policy.releasesBaseUrl}/${area}/${version}/mf-manifest.json`;
}

/** Why an entry URL is not allowed, or undefined when it is (relative URLs are the site's own origin). */
export function entryOriginProblem(entry: string, allowedOrigins: readonly string[]): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(entry) && !entry.startsWith('//')) return undefined;
  const origin = new URL(entry, 'http://relative.invalid').origin;
  if (allowedOrigins.includes(origin)) return undefined;
  return `the entry ${entry} is on ${origin}, which is not in RELEASE_ORIGINS (allowed: the site's own origin${
    allowedOrigins.length ? `, ${allowedOrigins.join(', ')}` : ''
  })`;
}

/** Every string in a JSON value, with where it is (`metaData.publicPath`). */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * Problems with what a manifest points browsers at, beyond its entry: an absolute URL anywhere in it (the
 * `publicPath` chunks load from, above all) must be on the site's own origin or in RELEASE_ORIGINS, and a
 * `getPublicPath` (code the federation runtime would run to find its chunks) is refused outright.
 */
export function manifestUrlProblems(manifest: unknown, allowedOrigins: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [at, value] of stringsOf(manifest)) {
    // As a browser reads a URL: spaces around it dropped, a backslash taken for a slash (`/\\evil.example`).
    const url = value.trim().replace(/\\/g, '/');
    if (at.endsWith('getPublicPath') && value) problems.push(`its manifest's ${at} is code to run; it is not accepted`);
    else if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url) || /^(javascript|data):/i.test(url)) {
      const problem = entryOriginProblem(url, allowedOrigins);
      if (problem) problems.push(`its manifest's ${at}: ${problem.replace(/^the entry /, '')}`);
    }
  }
  return problems;
}

/** What inspecting a release reads of the store: the store itself, or a view with a build not yet published. */
export type ReleaseView = Pick<ReleaseStore, 'has' | 'list' | 'folder' | 'changedFiles'>;

/** What a release needs before it may be served: where the shell is and what the store holds. */
export interface ReleaseCheckContext {
  releases: ReleaseStore;
  shellSharedModulesFile: string;
  policy: ReleasePolicy;
}

/** The singletons the shell provides (its build's `shared-modules.json`), or why they cannot be read. */
async function shellSharedModules(file: string): Promise<SharedModules | string> {
  try {
    return sharedModulesSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    return `cannot read the shell's ${path.basename(file)} to check shared versions: ${(error as Error).message}`;
  }
}

/** A release's route table, or why it has none the shell could use. */
async function readRouteTable(folder: string): Promise<AreaRouteTable | string> {
  let text: string;
  try {
    text = await readFile(path.join(folder, ROUTES_FILE), 'utf8');
  } catch {
    return `it has no ${ROUTES_FILE}: build it with this platform's build/browser-config.ts, which writes the area's route table`;
  }
  try {
    const parsed = areaRouteTableSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    return `its ${ROUTES_FILE} is not valid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  } catch {
    return `its ${ROUTES_FILE} is not JSON`;
  }
}

/** The shell's route table (its own pages and the links of its menus), next to its `shared-modules.json`. */
export async function readShellRouteTable(shellSharedModulesFile: string): Promise<ShellRouteTable> {
  const file = path.join(path.dirname(shellSharedModulesFile), ROUTES_FILE);
  return shellRouteTableSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** What inspecting a release found: its registry entry (when it can be served at all) and every problem. */
export interface ReleaseInspection {
  release?: RegistryRelease;
  problems: string[];
}

/**
 * Looks at everything promote and canary require: the release is in the
 * store, its manifest parses and names this area, its remote entry is where
 * the shell will look, its routes.json is valid and every page it names is exposed, its shared
 * singletons fit the shell's, its Node build is there and fits the server's
 * shared modules, and its entry URL is on an allowed origin.
 * The entry it returns carries the integrity of the stored bytes.
 */
export async function inspectRelease(
  context: Omit<ReleaseCheckContext, 'releases'> & { releases: ReleaseView },
  area: AreaName,
  version: string,
): Promise<ReleaseInspection> {
  if (!(await context.releases.has(area, version))) {
    const published = await context.releases.list(area);
    return {
      problems: [
        `it is not in the release store; publish it first (npm run ops -- publish ${area} ${version}). ` +
          `Published: ${published.join(', ') || 'none'}`,
      ],
    };
  }
  const folder = context.releases.folder(area, version);
  const changed = await context.releases.changedFiles(area, version);
  if (changed.length) return { problems: [changedAfterPublish(changed)] };
  let release: { manifest: FederationManifest; bytes: Buffer };
  try {
    release = await readManifest(path.join(folder, MANIFEST_FILE));
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const { manifest, bytes } = release;
  const problems: string[] = [];
  if (manifest.name !== containerName(area)) {
    problems.push(`its manifest names container "${manifest.name}", not "${containerName(area)}"`);
  }
  const { name: entryName, path: entryPath } = manifest.metaData.remoteEntry;
  if (entryName !== REMOTE_ENTRY_FILE || entryPath !== '') {
    problems.push(
      `its remote entry must be "${REMOTE_ENTRY_FILE}" next to the manifest, not "${entryPath}${entryName}"`,
    );
  }
  const routes = await readRouteTable(folder);
  if (typeof routes === 'string') problems.push(routes);
  else {
    const exposed = new Set(manifest.exposes.map((expose) => expose.name));
    const pages = new Set(['routes', ...routes.routes.map((route) => route.page)]);
    const missing = [...pages].filter((page) => !exposed.has(page));
    if (missing.length) problems.push(`it does not expose ${missing.join(', ')}, which its ${ROUTES_FILE} names`);
  }
  problems.push(...manifestUrlProblems(JSON.parse(bytes.toString('utf8')), context.policy.allowedOrigins));
  const chunks = exposeChunks(manifest);
  const strayChunks = [...new Set(Object.values(chunks).flat())].filter(
    (file) => !chunkFileSchema.safeParse(file).success,
  );
  if (strayChunks.length) {
    problems.push(`its manifest names chunks that are not files beside its entry: ${strayChunks.join(', ')}`);
  }
  const shell = await shellSharedModules(context.shellSharedModulesFile);
  problems.push(...(typeof shell === 'string' ? [shell] : sharedSingletonProblems(shell, manifest)));
  const entry = entryUrl(context.policy, area, version);
  const originProblem = entryOriginProblem(entry, context.policy.allowedOrigins);
  if (originProblem) problems.push(originProblem);
  const nodeBuild = await inspectNodeBuild(folder);
  problems.push(...nodeBuild.problems);
  let integrity: string;
  try {
    integrity = await fileIntegrity(path.join(folder, REMOTE_ENTRY_FILE));
  } catch {
    return { problems: [...problems, `${REMOTE_ENTRY_FILE} is missing from the release`] };
  }
  const checked: RegistryRelease = {
    version,
    entry,
    integrity,
    manifestIntegrity: sha384Integrity(bytes),
    ...(nodeBuild.integrity ? { serverIntegrity: nodeBuild.integrity } : {}),
    chunks,
  };
  return { release: typeof routes === 'string' ? checked : { ...checked, routes }, problems };
}

/** Why a release whose stored files are not the published ones is refused. */
export function changedAfterPublish(changed: readonly string[]): string {
  return `its files changed after it was published (${someFiles(changed)}); publish a new version instead`;
}

/** The registry entry of a release that passes every check; otherwise a refusal listing every problem. */
export async function checkRelease(
  context: Omit<ReleaseCheckContext, 'releases'> & { releases: ReleaseView },
  area: AreaName,
  version: string,
): Promise<RegistryRelease> {
  const { release, problems } = await inspectRelease(context, area, version);
  if (!release || problems.length) throw new ReleaseRefusedError(area, version, problems);
  return release;
}
