import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { focusModeCountAtom, pageBreadcrumbAtom, pageTitleAtom } from '@shared/ui/state';
import { Breadcrumb } from '../components/breadcrumb/index.ts';
import { LayoutSlotOutlet } from '../components/layout-slot/index.ts';
import { isNotFoundError } from '../page/is-not-found.ts';
import { themeFor } from '../theme/tokens.ts';
import { AreaBoundary } from './area-boundary.tsx';

/** One route of an area: the path pattern and the page it shows. */
export type AreaRoute = readonly [path: string, Page: ComponentType];

/**
 * An area's routes as its route module (`src/routes.ts`) declares them, each
 * with its page component, so a test routes exactly as the site does and a
 * new route needs no second list.
 */
export function routesOf(
  table: { routes: readonly { path: string; page: string }[] },
  pages: Readonly<Record<string, ComponentType>>,
): AreaRoute[] {
  return table.routes.map(({ path, page }) => {
    const Page = pages[page];
    if (!Page) throw new Error(`The test kit has no component for the page ${page} (${path}).`);
    return [path, Page] as const;
  });
}

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

/** What a rendered area page offers a test. */
export interface RenderedArea extends RenderResult {
  /** The title the page asked the shell for. */
  pageTitle: () => string | null;
  /** The router's current address, with its query. */
  location: () => string;
  /** Whether the page asks the shell to set its footer and bottom bar aside. */
  focusMode: () => boolean;
  client: QueryClient;
  /** The page's router, to navigate as a link or the back button would. */
  router: ReturnType<typeof createMemoryRouter>;
}

/** A query cache that fails at once: a retried request would only slow a test that expects an error. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What the shell provides around every page: jotai store, query cache, the theme in right-to-left. */
function Providers({
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
        <StyleSheetManager stylisPlugins={[rtlPlugin]}>
          <ThemeProvider theme={themeFor('light')}>{children}</ThemeProvider>
        </StyleSheetManager>
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

/**
 * Renders an area at an address as the shell would: theme in RTL, query
 * cache, jotai store, a data router like the shell's (so navigation blockers
 * work) with the area's routes, the layout's slots and a 404 boundary.
 */
export function renderArea(options: AreaKitOptions, path: string): RenderedArea {
  const client = testQueryClient();
  const store = createStore();
  const elsewhere = Object.entries(options.elsewhere ?? {}).map(([pattern, text]) => ({
    path: pattern,
    element: <p>{text}</p>,
  }));
  const router = createMemoryRouter(
    [
      {
        element: <Frame options={options} />,
        children: [
          ...options.routes.map(([pattern, Page]) => ({ path: pattern, element: <Page /> })),
          ...elsewhere,
          // A data router shows its own error page where nothing matches; an area leaving its routes shows the text.
          { path: '*', element: options.outside === undefined ? null : <p>{options.outside}</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers client={client} store={store}>
      <RouterProvider router={router} />
    </Providers>,
    {
      // A 404 thrown to the boundary is how a page asks for the not-found page: expected, not worth a log.
      onCaughtError: (error) => {
        if (!isNotFoundError(error)) console.error(error);
      },
    },
  );
  const routed = () => result.getByTestId('location').textContent ?? '';
  return {
    ...result,
    client,
    router,
    pageTitle: () => store.get(pageTitleAtom),
    focusMode: () => store.get(focusModeCountAtom) > 0,
    location: options.decodedLocation ? () => decodeURIComponent(routed()) : routed,
  };
}

/** Renders one component with the providers of a page and a router, without an area's routes. */
export function renderComponent(ui: ReactElement): RenderResult {
  return render(
    <Providers client={testQueryClient()} store={createStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}
