import { dehydrate, type DehydratedState, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { createStaticRouter, StaticRouterProvider } from '@shared/router/server';
import { ServerStyleSheet } from 'styled-components';
import { authUserQuery, currentServerRequest, readAccessToken } from '@shared/api-client';
import { hasMalformedSegment, type AreaName } from '@shared/registry';
import { renderedTitleAtom, type ThemeMode } from '@shared/ui/state';
import { createShellQueryClient } from '../app/query-client.ts';
import { ShellProviders } from '../app/ShellProviders.tsx';
import { ServerAreaPagesProvider, type ServerAreaPages } from '../remotes/index.ts';
import { createShellStore } from '../session/session-store.ts';
import { SHELL_ROUTES, type SiteRoute } from '../site-map/shell-routes.ts';
import { matchSiteRoute } from '../site-map/site-routes.ts';
import type { AreaServerModule } from './area-server-module.ts';
import { pageHead, redirectTarget, type RenderedHead } from './page-head.ts';
import { declaredHead, FRAME_QUERIES, pageQueries } from './page-queries.ts';
import { renderToHtml } from './render-to-html.ts';
import { staticHandlerFor } from './static-handlers.ts';

export type { AreaServerModule } from './area-server-module.ts';
export { isAreaServerModule } from './area-server-module.ts';

/** What the site server knows about the request it asks the shell to render. */
export interface RenderInput {
  /** The absolute URL asked for. */
  url: string;
  /** Every area page of the releases this browser is given (their route tables). */
  areaRoutes: readonly SiteRoute[];
  /** Loads the Node build of the release this browser is given for an area. */
  loadArea: (area: AreaName) => Promise<AreaServerModule>;
  /** The theme the browser asked for (its cookie). */
  theme: ThemeMode;
  /** Ends the render when its time budget is spent. */
  signal: AbortSignal;
}

/** What the browser needs to hydrate the page exactly as it was rendered. */
export interface HydrationState {
  queries: DehydratedState;
  theme: ThemeMode;
}

/** A rendered page: its HTML, styles and head, and whether the browser hydrates it. */
export interface RenderedPage extends RenderedHead {
  kind: 'page';
  status: 200 | 404;
  /** The area whose page it is (for the preloads and the failure log), or the shell. */
  owner: AreaName | 'shell';
  html: string;
  styleTags: string;
  /** The exposed page of the owning area, for its preloads. */
  page?: string;
  /** Whether the page was rendered for a signed-in student (`<html data-session>`, for the areas' hydration). */
  signedIn: boolean;
  /** A 404 page is sent for the status and for crawlers; the browser renders it afresh. */
  hydration?: HydrationState;
}

/** A page the browser must render itself (behind a login, or a short link that redirects). */
export interface ClientOnlyPage {
  kind: 'client';
  /** Kept out of search results: a page behind a guard, or a row that says so. */
  noindex: boolean;
}

/** Another spelling of a page's one address (an alias, a wrong slug): sent there for good. */
export interface MovedPage {
  kind: 'moved';
  /** A path on this site, with the query string asked for. */
  location: string;
}

/** An API error's HTTP status, whichever copy of the client threw it (each app's build bundles its own). */
function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** @shared/api-client's RequiredParameterError, whichever copy of the client threw it. */
function isMissingParameter(error: unknown): boolean {
  const parameter =
    typeof error === 'object' && error !== null ? (error as { parameter?: unknown }).parameter : undefined;
  return typeof parameter === 'string';
}

/** What a page's declared data says: render it, it does not exist, or leave it to the browser (another 4xx). */
type PageData = 'found' | 'not-found' | 'client';

/**
 * Fetches what the page needs. A 404 means the page does not exist; any
 * other 4xx (an address the API refuses, say) is the browser's to show with
 * the page's own message. A 5xx or a network failure throws: the server
 * then answers the client-rendered page and counts the failure.
 */
async function fetchPageData(client: QueryClient, queries: readonly FetchQueryOptions[]): Promise<PageData> {
  const results = await Promise.allSettled(queries.map((query) => client.fetchQuery(query)));
  let answer: PageData = 'found';
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    const status = statusOf(result.reason);
    // A parameter the call refuses before asking (blank) is an address with no page, like the API's 404.
    if (status === 404 || isMissingParameter(result.reason)) return 'not-found';
    if (status !== undefined && status >= 400 && status < 500) answer = 'client';
    else throw result.reason;
  }
  return answer;
}

/** What one render needs beyond the request: the URL to route, the data and the store. */
interface TreeInput {
  url: URL;
  areaRoutes: readonly SiteRoute[];
  queryClient: QueryClient;
  store: ReturnType<typeof createShellStore>;
  held: ServerAreaPages | undefined;
  signal: AbortSignal;
  /** Route to the 404 page whatever the URL (a page whose data was not found). */
  notFound?: boolean;
}

/** Renders the site's tree at a URL: its HTML and collected styles. */
async function renderTree({ url, areaRoutes, queryClient, store, held, signal, notFound = false }: TreeInput) {
  const handler = staticHandlerFor(areaRoutes, notFound);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToHtml(
      sheet.collectStyles(
        <ShellProviders store={store} queryClient={queryClient}>
          <ServerAreaPagesProvider value={held}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerAreaPagesProvider>
        </ShellProviders>,
      ),
      signal,
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The shell's routes and the areas', one list per list of area routes: route matches are remembered per list. */
const siteRoutesByAreaRoutes = new WeakMap<readonly SiteRoute[], readonly SiteRoute[]>();

function siteRoutesWith(areaRoutes: readonly SiteRoute[]): readonly SiteRoute[] {
  let routes = siteRoutesByAreaRoutes.get(areaRoutes);
  if (!routes) siteRoutesByAreaRoutes.set(areaRoutes, (routes = [...SHELL_ROUTES, ...areaRoutes]));
  return routes;
}

/**
 * Renders one page on the server inside the shell's real providers and
 * layout: the frame's and the route's declared data are fetched first (the
 * API calls carry the student's request, see @shared/api-client's
 * server-request.ts), then the tree renders to the end with its styles.
 * Everything per request (store, query cache, router) is made here. A page
 * that does not exist (no route, its data's 404, or a not-found its render
 * throws) is the 404 page, sent with status 404 for the browser to draw again.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage | ClientOnlyPage | MovedPage> {
  const url = new URL(input.url);
  // A blank or garbled segment names no page, whatever route its shape fits: the 404 page, not a failure.
  const found = hasMalformedSegment(url.pathname)
    ? undefined
    : matchSiteRoute(url.pathname, siteRoutesWith(input.areaRoutes));
  // A page behind a guard is a student's own (or a login, or a redirect): never a search result.
  const client: ClientOnlyPage = { kind: 'client', noindex: Boolean(found?.route.guard || found?.route.noindex) };
  if (found?.route.guard) return client;

  const queryClient = createShellQueryClient();
  let areaModule: AreaServerModule | undefined;
  try {
    const signedIn = readAccessToken() !== undefined;
    const area = found && found.route.area !== 'shell' ? found.route.area : undefined;
    const address = { pathname: url.pathname, params: found?.params ?? {}, search: url.searchParams };
    // Everything that does not wait on something else starts at once: the budget is for all of it.
    const [user, frame, page] = await Promise.all([
      signedIn
        ? queryClient.fetchQuery(authUserQuery()).then(
            (answer) => answer.data,
            () => null,
          )
        : null,
      fetchPageData(queryClient, FRAME_QUERIES()),
      (area ? input.loadArea(area) : Promise.resolve(undefined)).then((module) => {
        areaModule = module;
        return found ? fetchPageData(queryClient, pageQueries(found.route, address, module)) : ('not-found' as const);
      }),
    ]);
    // The areas' useSession reads it while rendering (@shared/api-client's session.ts).
    const request = currentServerRequest();
    if (request) request.signedIn = user !== null;
    if (frame !== 'found' || page === 'client') return client;
    const head =
      found && page === 'found'
        ? declaredHead(
            found.route,
            { ...address, origin: url.origin, read: (query) => queryClient.getQueryData(query.queryKey) as never },
            areaModule,
          )
        : {};
    const moved = redirectTarget(url, head);
    if (moved !== undefined) return { kind: 'moved', location: moved };
    const tree = {
      areaRoutes: input.areaRoutes,
      queryClient,
      store: createShellStore({ user, theme: input.theme }),
      held: area && areaModule ? { area, pages: areaModule.pages } : undefined,
      signal: input.signal,
    };
    // The 404 page at the address asked for (its title names it), with no page but the catch-all to match it.
    const notFound = () => renderTree({ ...tree, url, notFound: true });
    let status: 200 | 404 = page === 'found' ? 200 : 404;
    let rendered;
    if (status === 404) rendered = await notFound();
    else {
      rendered = await renderTree({ ...tree, url }).catch((error: unknown) => {
        if (statusOf(error) !== 404) throw error;
        status = 404;
        return notFound();
      });
    }
    return {
      kind: 'page',
      status,
      owner: found?.route.area ?? 'shell',
      page: found?.route.page,
      ...rendered,
      ...pageHead(
        rendered.html,
        tree.store.get(renderedTitleAtom) ?? found?.route.title ?? 'صفحه پیدا نشد',
        status === 200 ? { ...head, noindex: head.noindex || found?.route.noindex } : {},
        url.origin,
      ),
      signedIn: user !== null,
      hydration: status === 200 ? { queries: dehydrate(queryClient), theme: input.theme } : undefined,
    };
  } finally {
    queryClient.clear();
  }
}
