import type { AreaRouteTableInput, RouteRow } from '@shared/registry';
import type { RegistryFile, RegistryRelease } from '../registry/registry-file.ts';
import { servedPageAt } from './served-page.ts';

const routes = (...paths: string[]): AreaRouteTableInput => ({
  prefixes: ['/quiz'],
  routes: paths.map((path) => ({ path, page: 'Page', layout: 'default', title: 'آزمون' })),
});
const release = (version: string, table: AreaRouteTableInput): RegistryRelease =>
  ({ version, entry: `/releases/quiz/${version}/mf-manifest.json`, routes: table }) as RegistryRelease;

const registry: RegistryFile = {
  revision: 3,
  history: [],
  areas: {
    quiz: {
      current: release('1.4.0', routes('/quiz', '/quiz/:id')),
      past: [],
      canary: { release: release('1.5.0', routes('/quiz', '/quiz/:id', '/quiz/archive')), percent: 10 },
      changedAt: '2030-01-01T10:00:00.000Z',
      changedBy: 'ops',
    },
  },
};
const shell = {
  version: 'main.abc.js',
  routes: [{ path: '/', page: 'Home', layout: 'default', title: 'خانه' }] as RouteRow[],
};

describe('the page a request was served', () => {
  it("is the route pattern of the release this browser's cohort is given, never the address", () => {
    expect(servedPageAt('/quiz/ali-rezaei', registry, 50, shell)).toEqual({
      area: 'quiz',
      version: '1.4.0',
      route: '/quiz/:id',
    });
    expect(servedPageAt('/quiz/ali-rezaei', registry, 3, shell)).toEqual({
      area: 'quiz',
      version: '1.5.0',
      route: '/quiz/:id',
    });
  });

  it('prefers fixed segments as the router does, in any case, and knows the shell; no route is no page', () => {
    expect(servedPageAt('/Quiz/Archive/', registry, 3, shell)?.route).toBe('/quiz/archive');
    expect(servedPageAt('/quiz/archive', registry, 50, shell)?.route).toBe('/quiz/:id');
    expect(servedPageAt('/', registry, 50, shell)).toEqual({ area: 'shell', version: 'main.abc.js', route: '/' });
    expect(servedPageAt('/nowhere/at/all', registry, 50, shell)).toBeUndefined();
  });
});
