/**
 * Fake builds for the registry's tests: a release folder and a shell
 * manifest with just the fields the checks read, so tests need no real build.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  containerName,
  MANIFEST_FILE,
  NODE_BUILD_BUNDLE,
  NODE_BUILD_DIR,
  REMOTE_ENTRY_FILE,
  ROUTES_FILE,
  SHARED_MODULES_FILE,
  type AreaName,
  type AreaRouteTableInput,
  type ShellRouteTable,
} from '@shared/registry';
import { NODE_BUILD_FILE, NODE_BUILD_MANIFEST_FILE } from '../render/node-build.ts';
import { createOpsContext } from '../ops-context.ts';
import { parseSettings } from '../settings.ts';

/** A shared module as a manifest lists it. */
export interface FakeShared {
  name: string;
  version: string;
  requiredVersion: string;
}

/** The singletons the fake shell provides. */
export const SHELL_SHARED: FakeShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@shared/router', version: '1.0.0', requiredVersion: '^1.0.0' },
];

/** The route table of a fake release: the quiz area's two pages, or one page at `/<area>` for the others. */
export function fakeRoutes(area: AreaName): AreaRouteTableInput {
  if (area === 'quiz') {
    return {
      prefixes: ['/quiz'],
      routes: [
        { path: '/quiz', page: 'QuizList', layout: 'default', title: 'آزمون‌ها' },
        { path: '/quiz/run/:code', page: 'QuizRun', layout: 'course', guard: 'auth', title: 'آزمون' },
      ],
    };
  }
  return { prefixes: [`/${area}`], routes: [{ path: `/${area}`, page: 'Home', layout: 'default', title: 'خانه' }] };
}

/** The fake shell's pages and the area pages its menus link to. */
export const FAKE_SHELL_ROUTES: ShellRouteTable = {
  routes: [
    { path: '/', page: 'Home', layout: 'default', title: 'خانه', sitemap: true },
    { path: '/contactus', page: 'Contact', layout: 'default', title: 'تماس با ما' },
  ],
  links: ['/quiz'],
};

/** What a fake release may change from a good one. */
export interface FakeRelease {
  /** The exposed modules; by default `routes` and every page of the route table. */
  exposes?: readonly string[];
  /** Its routes.json; `null` writes none. */
  routes?: AreaRouteTableInput | null;
  shared?: FakeShared[];
  entry?: string;
  manifest?: string;
  name?: string;
  /** The Node build's shared ranges; `null` writes no Node build. */
  nodeShared?: Record<string, string> | null;
  /** The chunks the manifest lists for every expose; by default the one chunk the fake release has. */
  chunks?: readonly string[];
  /**
   * What a page of the Node build does when rendered, as JS source of a function of the path; by default
   * it answers `<main>` with the page's name and path (the fake shell below renders it).
   */
  serverPages?: Record<string, string>;
}

/** A page of a fake Node build that throws while rendering, as a page with a server-only bug does. */
export const THROWING_PAGE = `() => { throw new TypeError("Cannot read properties of undefined (reading 'title')"); }`;
/** A page of a fake Node build that draws the shell's area fallback instead of itself. */
export const FALLBACK_PAGE = `() => '<section role="alert"><h1 id="area-fallback-title">در دسترس نیست</h1></section>'`;

/** The Node build of a fake release: its pages, each a function of the path returning HTML. */
function fakeNodeBuild(area: AreaName, version: string, pages: readonly string[], custom: Record<string, string> = {}) {
  const entries = pages.map(
    (page) => `${JSON.stringify(page)}: ${custom[page] ?? `(path) => '<main>${page} ' + path + '</main>'`}`,
  );
  return `// ${area} ${version}\nexports.routes = { routes: [] };\nexports.pages = { ${entries.join(', ')} };\n`;
}

/**
 * A stand-in for the shell's Node build (shell/src/server/render-page.tsx): it routes the address among
 * the areas' pages it is given, leaves guarded pages to the browser, and renders an area's page from the
 * release's Node build, which it loads through the server's `loadArea`.
 */
export const FAKE_SHELL_NODE_BUILD = `
const segments = (path) => (path === '/' ? [] : path.slice(1).split('/'));
const fits = (pattern, path) => {
  const [a, b] = [segments(pattern), segments(path)];
  return a.length === b.length && a.every((s, i) => s.startsWith(':') || s === b[i]);
};
exports.renderPage = async (input) => {
  const url = new URL(input.url);
  const route = input.areaRoutes.find((row) => fits(row.path, url.pathname));
  const base = { styleTags: '', signedIn: false };
  if (!route) return { ...base, kind: 'page', status: 404, owner: 'shell', html: '<main>404</main>', title: '404' };
  if (route.guard) return { kind: 'client', noindex: true };
  const build = await input.loadArea(route.area);
  const html = build.pages[route.page](url.pathname);
  return { ...base, kind: 'page', status: 200, owner: route.area, page: route.page, html, title: route.title };
};
`;

/** Ranges every installed version of the server's shared modules fits. */
export const FAKE_NODE_SHARED: Record<string, string> = { react: '>=19', '@shared/router': '>=1', jotai: '>=2' };

/** The one chunk every fake release has, beside its entry. */
export const FAKE_CHUNK = '121.abcdef0123.js';

function manifestJson(
  name: string,
  version: string,
  exposes: readonly string[],
  shared: FakeShared[],
  chunks: readonly string[] = [FAKE_CHUNK],
): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: name },
      remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: shared.map((entry) => ({ ...entry, singleton: true })),
    exposes: exposes.map((page) => ({
      id: `${name}:${page}`,
      name: page,
      path: `./${page}`,
      assets: { js: { sync: chunks, async: [] }, css: { sync: [], async: [] } },
    })),
  });
}

/** Writes a build of `area` at `version` into `<releasesDir>/<area>/<version>`. */
export function writeRelease(releasesDir: string, area: AreaName, version: string, options: FakeRelease = {}): string {
  const folder = path.join(releasesDir, area, version);
  mkdirSync(folder, { recursive: true });
  const name = options.name ?? containerName(area);
  const routes = options.routes === undefined ? fakeRoutes(area) : options.routes;
  const exposes = options.exposes ?? ['routes', ...new Set((routes?.routes ?? []).map((route) => route.page))];
  writeFileSync(
    path.join(folder, MANIFEST_FILE),
    options.manifest ?? manifestJson(name, version, exposes, options.shared ?? SHELL_SHARED, options.chunks),
  );
  if (routes) writeFileSync(path.join(folder, ROUTES_FILE), JSON.stringify(routes));
  writeFileSync(path.join(folder, REMOTE_ENTRY_FILE), options.entry ?? `var ${name} = "${version}";`);
  writeFileSync(path.join(folder, FAKE_CHUNK), `/* chunk of ${area} ${version} */`);
  const nodeShared = options.nodeShared === undefined ? FAKE_NODE_SHARED : options.nodeShared;
  if (nodeShared) {
    mkdirSync(path.join(folder, NODE_BUILD_DIR));
    writeFileSync(
      path.join(folder, NODE_BUILD_MANIFEST_FILE),
      JSON.stringify({ bundle: NODE_BUILD_BUNDLE, shared: nodeShared }),
    );
    const pages = [...new Set((routes?.routes ?? []).map((route) => route.page))];
    writeFileSync(path.join(folder, NODE_BUILD_FILE), fakeNodeBuild(area, version, pages, options.serverPages));
  }
  return folder;
}

/**
 * A dist folder with a shell (index.html and manifest) and the given builds; with `shellNodeBuild`, the
 * shell has the fake Node build above too (the smoke test of promote and canary renders with it).
 */
export function fakeDist(
  builds: Partial<Record<AreaName, string[]>> = {},
  { shellNodeBuild = false }: { shellNodeBuild?: boolean } = {},
): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'shell'), { recursive: true });
  if (shellNodeBuild) {
    mkdirSync(path.join(dist, 'shell', NODE_BUILD_DIR));
    writeFileSync(path.join(dist, 'shell', NODE_BUILD_FILE), FAKE_SHELL_NODE_BUILD);
  }
  writeFileSync(
    path.join(dist, 'shell', 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body>shell</body></html>',
  );
  writeFileSync(
    path.join(dist, 'shell', SHARED_MODULES_FILE),
    JSON.stringify({ name: 'shell', shared: SHELL_SHARED.map((entry) => ({ ...entry, singleton: true })) }),
  );
  writeFileSync(path.join(dist, 'shell', ROUTES_FILE), JSON.stringify(FAKE_SHELL_ROUTES));
  for (const [area, versions] of Object.entries(builds) as [AreaName, string[]][]) {
    for (const version of versions) writeRelease(path.join(dist, 'releases'), area, version);
  }
  return dist;
}

/** An ops context on a fresh data directory and the given dist. */
export function fakeOpsContext(dist: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
  const settings = parseSettings({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, '/unused');
  return { settings, context: createOpsContext(settings) };
}

/** A logger that remembers what it was told. */
export function memoryLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn: ${line}`) };
}
