/**
 * What an app's `rspack.config.ts` says about itself (host or remote, its folder, its routes), and the
 * facts every build derives from that: the output folder of a release, what an area exposes, the mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AreaName } from '../shared/registry/src/areas.ts';
import type { AreaRoutes, ShellRouteTable } from '../shared/registry/src/area-routes.ts';

/** The repository's root: this folder's parent. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BuildMode = 'production' | 'development';

interface AppBase {
  /** Absolute path of the app's folder (the one holding its package.json). */
  appDir: string;
  /** Port of the app's dev server. */
  devPort: number;
}

/** The shell: the only host, the one that owns the page. */
export interface HostDescription extends AppBase {
  kind: 'host';
  /** The shell's own pages and the area pages its menus link to. */
  routes: ShellRouteTable;
}

/** A remote: one area that exposes its route module and the pages it names. */
export interface RemoteDescription extends AppBase {
  kind: 'remote';
  area: AreaName;
  /** The area's route module (`src/routes.ts`): the pages it exposes and the URLs they answer. */
  routes: AreaRoutes;
  /** Exposes besides (or instead of) the ones the routes imply; a test build swaps a page with it. */
  exposes?: Record<string, string>;
}

export type AppDescription = HostDescription | RemoteDescription;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Where a production build of the app is written. Releases never share a folder. */
export function outputDirectory(description: AppDescription): string {
  // DIST_DIR lets parallel builds (tests, experiments) write elsewhere.
  const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
  if (description.kind === 'host') return path.join(dist, 'shell');
  const { version } = readPackageJson(description.appDir);
  return path.join(dist, 'releases', description.area, version);
}

/**
 * What a remote exposes: its route module and, for every page its routes
 * name, `./<Page>` from `src/pages/<Page>.tsx`. Deriving them keeps the route
 * table the one list of an area's pages.
 */
export function areaExposes(description: RemoteDescription): Record<string, string> {
  const pages = [...new Set(description.routes.routes.map((route) => route.page))];
  return {
    './routes': './src/routes.ts',
    ...Object.fromEntries(pages.map((page) => [`./${page}`, `./src/pages/${page}.tsx`])),
    ...description.exposes,
  };
}

/** Reads `--mode` the way the rspack CLI passes it, defaulting to production. */
export function modeFromArgv(argv: { mode?: string } | undefined): BuildMode {
  return argv?.mode === 'development' ? 'development' : 'production';
}
