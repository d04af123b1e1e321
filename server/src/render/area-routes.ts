import { AREAS, type AreaName, type RemotesDocumentInput } from '@shared/registry';

/** A route row of an area's table, tagged with its area, as the shell's renderer takes them. */
type AreaRouteRow = NonNullable<NonNullable<RemotesDocumentInput['areas'][AreaName]>['routes']>['routes'][number] & {
  area: AreaName;
};

const routesByDocument = new WeakMap<RemotesDocumentInput, AreaRouteRow[]>();

/**
 * The route rows of every area a document gives, one list per document (documents are made once per
 * registry and canary group): the shell remembers route matches per list, so a list made afresh for each
 * render would rank the whole site's routes again on every render.
 */
export function areaRoutesOf(document: RemotesDocumentInput): readonly AreaRouteRow[] {
  let routes = routesByDocument.get(document);
  if (!routes) {
    routes = AREAS.flatMap((area) => (document.areas[area]?.routes?.routes ?? []).map((row) => ({ ...row, area })));
    routesByDocument.set(document, routes);
  }
  return routes;
}
