import { withTestServer } from '@shared/api-client/testing';
import type { AreaKitOptions } from './area-frame.tsx';
import { renderAreaToString, type PageQueryTable } from './server-render.tsx';

/** A row's queries, as a route module declares them. */
type RowQueries = NonNullable<PageQueryTable['routes'][number]['queries']>;

/** An area's route module as this suite reads it: each row's path, title, guard and queries. */
interface RouteModule {
  routes: readonly { path: string; title: string; guard?: string; queries?: RowQueries }[];
}

/** What {@link describeServerPages} needs to render an area's public pages on the server. */
export interface ServerPagesSuite {
  /** The area's test frame (its routes and the layout parts its pages use). */
  kit: AreaKitOptions;
  /** The area's `src/routes.ts`: which rows are public, and the queries fetched before rendering. */
  table: RouteModule;
  /** A value for each path parameter (`:slug`…); any other parameter is `x`. */
  params?: Readonly<Record<string, string>>;
  /** What the test API answers (status 200), by path below /api, for the queries fetched first. */
  answers?: Readonly<Record<string, unknown>>;
  /**
   * Queries this test fetches first for a row whose route module names none,
   * so the page renders with its data (and its parts are rendered on the
   * server too) rather than in its loading state.
   */
  queries?: Readonly<Record<string, RowQueries>>;
  /**
   * A text the page of a public row shows before the browser takes over, where it is not the row's `title`
   * (which every other public page must show): a page with content of its own names a piece of it here.
   */
  expected?: Readonly<Record<string, string>>;
}

/** The path of a row with each parameter filled in. */
function addressOf(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/** The text of rendered HTML as a reader sees it: no tags, entities of the renderer decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Renders every public page of an area (each row of its route module without
 * a guard) as the site server will, with the route module's queries fetched
 * from a local test API first, and checks that each renders without a browser
 * and shows its expected text, or else its row's title: a new page that shows
 * its title needs nothing here.
 */
export function describeServerPages(area: string, suite: ServerPagesSuite): void {
  const { kit, table, params = {}, answers = {}, queries = {}, expected = {} } = suite;
  const fetched = { routes: table.routes.map((row) => ({ ...row, queries: queries[row.path] ?? row.queries })) };
  const api = withTestServer();
  beforeAll(() => {
    for (const [path, body] of Object.entries(answers)) api.answer(path, { status: 200, body });
  });

  describe(`${area}: pages rendered on the server`, () => {
    const publicRows = table.routes.filter((row) => row.guard === undefined);

    it('names texts of public pages only', () => {
      const publicPaths = new Set(publicRows.map((row) => row.path));
      expect(Object.keys(expected).filter((path) => !publicPaths.has(path))).toEqual([]);
    });

    it.each(publicRows.map((row) => [row.path, row] as const))('%s', async (pattern, row) => {
      const html = await renderAreaToString(kit, addressOf(pattern, params), { table: fetched });
      expect(visibleText(html)).toContain(expected[pattern] ?? row.title);
    });
  });
}
