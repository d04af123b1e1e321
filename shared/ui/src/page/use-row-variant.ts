import { matchRoutes, useLocation } from '@shared/router';

/** What `useRowVariant` reads of a route row. */
export interface VariantRow {
  path: string;
  page: string;
  variant?: string;
}

/**
 * The `variant` of the row the current address matched, among the rows a page serves: how a page that
 * answers several rows (the article lists) knows which it is on. The rows are matched as the router
 * matches them (ranked, ignoring case), so the page never reads its kind from the address's spelling.
 */
export function useRowVariant(rows: readonly VariantRow[], page: string): string | undefined {
  const location = useLocation();
  const own = rows.filter((row) => row.page === page).map((row) => ({ path: row.path, variant: row.variant }));
  return matchRoutes(own, location)?.at(-1)?.route.variant;
}
