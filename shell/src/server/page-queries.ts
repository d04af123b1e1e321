import type { FetchQueryOptions } from '@tanstack/react-query';
import { globalDataQuery, homeQuery, staticPageQuery } from '@shared/api-client';
import type { PageAddress, PageHead, PageHeadInput, PageQuery } from '@shared/registry';
import { staticPageName } from '../pages/static/static-pages.ts';
import type { ShellPageName, SiteRoute } from '../site-map/shell-routes.ts';
import type { AreaServerModule } from './area-server-module.ts';
import { SHELL_PAGE_HEADS } from './shell-page-heads.ts';

type Queries = (address: PageAddress & { pathname: string }) => readonly PageQuery[];

/** What the shell's own public pages read first, as an area's route module declares it for its pages. */
const SHELL_PAGE_QUERIES: Partial<Record<ShellPageName, Queries>> = {
  Home: () => [homeQuery()],
  StaticPage: ({ pathname, params }) =>
    pathname === '/page/static' ? [] : [staticPageQuery(staticPageName(pathname, params.slug))],
  // The names FacilitiesPage and FaqPage give StaticPageView (an unknown page is the API's 404).
  Facilities: () => [staticPageQuery('facilities')],
  Faq: () => [staticPageQuery('faq-dyna')],
  // Contact is its form, ImageTest a fixed demo, Chat a live room whose times are read against the clock: nothing to fetch first.
};

/** What every page's frame reads (header menus, footer). */
export const FRAME_QUERIES = (): readonly FetchQueryOptions[] => [globalDataQuery() as FetchQueryOptions];

/** The queries a page needs before it can render its content: its area's declaration, or the shell's. */
export function pageQueries(
  route: SiteRoute,
  address: PageAddress & { pathname: string },
  areaModule: AreaServerModule | undefined,
): readonly FetchQueryOptions[] {
  if (route.area === 'shell') return (SHELL_PAGE_QUERIES[route.page]?.(address) ?? []) as readonly FetchQueryOptions[];
  const declared = areaModule?.routes.routes.find((row) => row.path === route.path);
  return (declared?.queries?.(address) ?? []) as readonly FetchQueryOptions[];
}

/**
 * What a page declares for its head, built from the data fetched for it: its
 * area's row's `head`, or the shell's. A builder that throws on data it did
 * not expect costs the page its declared head, never the page.
 */
export function declaredHead(
  route: SiteRoute,
  input: PageHeadInput,
  areaModule: AreaServerModule | undefined,
): PageHead {
  const build =
    route.area === 'shell'
      ? SHELL_PAGE_HEADS[route.page]
      : areaModule?.routes.routes.find((row) => row.path === route.path)?.head;
  try {
    return build?.(input) ?? {};
  } catch {
    return {};
  }
}
