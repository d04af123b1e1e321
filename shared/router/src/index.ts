/**
 * The router every app uses: react-router, narrowed to the names the platform needs.
 *
 * The router holds the page's location in React context, so it must exist once per page: it is a federated
 * singleton. A shared module is provided whole (its consumers are unknown at build time), so sharing
 * `react-router` itself ships all of it, server helpers and cookie parsers included, to every visitor
 * (59.7 KiB gzip against 28.1 once tree-shaken). Sharing this module instead ships only what is listed
 * here. An app needing another name adds it here; the shell's release that carries it must be live before
 * an area that uses it (the area's `@shared/router` range says so, and promote checks ranges).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  // The shell reads the matched route's handle from it (site-map/use-site-route.ts).
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  Blocker,
  BlockerFunction,
  LinkProps,
  NavLinkProps,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router';
