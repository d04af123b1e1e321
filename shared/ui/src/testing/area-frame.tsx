import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, type RouteObject } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { pageBreadcrumbAtom } from '@shared/ui/state';
import { Breadcrumb } from '../components/breadcrumb/index.ts';
import { LayoutSlotOutlet } from '../components/layout-slot/index.ts';
import { themeFor } from '../theme/tokens.ts';
import { AreaBoundary } from './area-boundary.tsx';

/*
 * The frame an area page sits in during tests, shared by the browser kit
 * (area-test-kit.tsx) and the server render (server-render.tsx). Nothing here
 * needs a DOM, so a node-environment test can render it to a string.
 */

/** One route of an area: the path pattern and the page it shows. */
export type AreaRoute = readonly [path: string, Page: ComponentType];

/** How an area is framed in its tests: its routes and the parts of the shell's layout its pages use. */
export interface AreaKitOptions {
  /** The area's routes ({@link routesOf}), so pages read their params as they do in the site. */
  routes: readonly AreaRoute[];
  /** Addresses outside the area a page leads to, each standing in as one line of text. */
  elsewhere?: Readonly<Record<string, string>>;
  /** The text for any other address; without it such an address renders nothing but the probes. */
  outside?: string;
  /** The layout's sidebar and bottom bar, by the accessible name of the landmark around each. */
  slots?: { sidebar?: string; bottomBar?: string };
  /** Whether the page sits in `<main>`, as in the course and profile layouts. */
  main?: boolean;
  /** Draws the trail a page hands to the shell, as the shell's layout does. */
  breadcrumb?: boolean;
  /** Adds a button that goes back as the browser's back button does. */
  backButton?: boolean;
  /** Whether `location()` reads the address decoded (Persian letters) rather than as routed (%D9…). */
  decodedLocation?: boolean;
}

/** A query cache that fails at once: a retried request would only slow a test that expects an error. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What the shell provides around every page: jotai store, query cache, the theme in right-to-left. */
export function Providers({
  children,
  client,
  store,
}: {
  children: ReactNode;
  client: QueryClient;
  store: ReturnType<typeof createStore>;
}) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFor('light')}>{children}</ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      دکمهٔ بازگشت مرورگر
    </button>
  );
}

function ShellBreadcrumb() {
  const trail = useAtomValue(pageBreadcrumbAtom);
  return trail ? <Breadcrumb items={trail} /> : null;
}

/** The layout around a page: the slots it offers, the 404 boundary and the probes a test reads. */
function Frame({ options }: { options: AreaKitOptions }) {
  const { slots = {}, main = false, breadcrumb = false, backButton = false } = options;
  const page = (
    <AreaBoundary>
      <Outlet />
    </AreaBoundary>
  );
  return (
    <>
      {slots.sidebar && (
        <aside aria-label={slots.sidebar}>
          <LayoutSlotOutlet name="sidebar" />
        </aside>
      )}
      {breadcrumb && <ShellBreadcrumb />}
      {main ? <main>{page}</main> : page}
      {slots.bottomBar && (
        <nav aria-label={slots.bottomBar}>
          <LayoutSlotOutlet name="bottom-bar" />
        </nav>
      )}
      <LocationProbe />
      {backButton && <BackButton />}
    </>
  );
}

/** The data router's routes for an area: the frame, the area's pages, the stand-ins for elsewhere. */
export function areaRouteObjects(options: AreaKitOptions): RouteObject[] {
  const elsewhere = Object.entries(options.elsewhere ?? {}).map(([pattern, text]) => ({
    path: pattern,
    element: <p>{text}</p>,
  }));
  return [
    {
      element: <Frame options={options} />,
      children: [
        ...options.routes.map(([pattern, Page]) => ({ path: pattern, element: <Page /> })),
        ...elsewhere,
        // A data router shows its own error page where nothing matches; an area leaving its routes shows the text.
        { path: '*', element: options.outside === undefined ? null : <p>{options.outside}</p> },
      ],
    },
  ];
}
