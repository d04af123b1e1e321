import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as router from './index.ts';

/**
 * What each version of the shared router offers. Areas are built against a version and run against the
 * shell's: a name added without a new version would pass promote's range check and be `undefined` in an
 * area on an older shell. So adding a name means a new minor version here and in package.json.
 */
const NAMES_BY_VERSION: Record<string, string[]> = {
  '1.0.0': [
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'ScrollRestoration',
    'UNSAFE_DataRouterStateContext',
    'createBrowserRouter',
    'createMemoryRouter',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'matchRoutes',
    'useBlocker',
    'useHref',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};

it('offers exactly the names of its version: a new name comes with a new version', () => {
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(Object.keys(router).sort()).toEqual([...(NAMES_BY_VERSION[version] ?? [])].sort());
});
