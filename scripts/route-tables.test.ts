import { existsSync } from 'node:fs';
import path from 'node:path';
import { areaRouteTableSchema, shellRouteTableSchema, type AreaName, type AreaRouteTable } from '@shared/registry';
import { routes as blog } from '../mf-blog/src/routes.ts';
import { routes as dehkhoda } from '../mf-dehkhoda/src/routes.ts';
import { routes as learn } from '../mf-learn/src/routes.ts';
import { routes as profile } from '../mf-profile/src/routes.ts';
import { routes as quiz } from '../mf-quiz/src/routes.ts';
import { routeTableProblems } from '../server/src/registry/route-check.ts';
import { ACCOUNT_LINKS, MAIN_NAV_LINKS } from '../shell/src/chrome/site-links.ts';
import { SHELL_ROUTE_TABLE } from '../shell/src/site-map/shell-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../shell/src/site-map/testing/area-routes-document.ts';

const repoRoot = path.resolve(__dirname, '..');
// The rspack configs hold the same modules; they are not imported here because @rspack/core is ESM-only.
const areas = [
  { area: 'learn', routes: learn },
  { area: 'quiz', routes: quiz },
  { area: 'dehkhoda', routes: dehkhoda },
  { area: 'blog', routes: blog },
  { area: 'profile', routes: profile },
] as const;
const tables = Object.fromEntries(areas.map((area) => [area.area, areaRouteTableSchema.parse(area.routes)])) as Record<
  AreaName,
  AreaRouteTable
>;
const shellTable = shellRouteTableSchema.parse(SHELL_ROUTE_TABLE);

// The checks promote makes, run on the route tables in this commit: a build
// of main must be promotable area by area, beside the others' current releases.
describe("the areas' route tables", () => {
  it.each(areas.map((area) => area.area))('%s fits beside the shell and the other areas', (area) => {
    const others = Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, [table]]));
    expect(routeTableProblems(area, tables[area], { shell: shellTable, areas: others })).toEqual([]);
  });

  it.each(areas.map((area) => [area.area, area] as const))('every page %s names has its file', (_name, area) => {
    const missing = area.routes.routes
      .map((route) => path.join(repoRoot, `mf-${area.area}`, 'src', 'pages', `${route.page}.tsx`))
      .filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it('serves every area page the shell links to', () => {
    const served = Object.values(tables).flatMap((table) => table.routes.map((route) => route.path));
    expect(shellTable.links.filter((link) => !served.includes(link))).toEqual([]);
  });
});

describe("the shell's account links", () => {
  const titleOf = (path: string) =>
    [...shellTable.routes, ...Object.values(tables).flatMap((table) => table.routes)].find(
      (route) => route.path === path,
    )?.title;

  it('each lead to a different page, named as that page is titled', () => {
    expect(new Set(ACCOUNT_LINKS.map((link) => link.to)).size).toBe(ACCOUNT_LINKS.length);
    for (const link of ACCOUNT_LINKS) expect([link.to, titleOf(link.to)]).toEqual([link.to, link.label]);
  });

  it('the main menu’s link to the profile says what the page is: «پیشخوان»', () => {
    const profile = MAIN_NAV_LINKS.find((link) => link.to === '/profile');
    expect(profile?.label).toBe(titleOf('/profile'));
    expect(profile?.label).toBe('پیشخوان');
  });
});

describe("the shell tests' stand-in registry", () => {
  it.each(areas.map((area) => area.area))('copies %s’s rows as the area declares them', (area) => {
    const pick = ({ path, page, layout, guard, title }: AreaRouteTable['routes'][number]) => ({
      path,
      page,
      layout,
      guard,
      title,
    });
    const real = tables[area].routes.map(pick);
    const copied = (AREA_ROUTES_DOCUMENT.areas[area]?.routes?.routes ?? []).map(pick);
    expect(
      copied.filter((row) => !real.some((candidate) => JSON.stringify(candidate) === JSON.stringify(row))),
    ).toEqual([]);
    expect(AREA_ROUTES_DOCUMENT.areas[area]?.routes?.prefixes).toEqual(tables[area].prefixes);
  });
});
