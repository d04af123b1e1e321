import * as z from '@shared/schema';
import type { PageHeadBuilder } from './page-head.ts';

/**
 * Routes belong to areas. Each area declares its pages in one module
 * (`mf-<area>/src/routes.ts`, exposed as `./routes`); its build writes the
 * data part of that declaration into the release as `routes.json`, the site
 * server checks it at promote and hands it to the shell in `/remotes.json`.
 * This file is the contract the three share.
 */

/** The shell's layouts (spec section 2), by name: an area names one, the shell draws it. */
export const LAYOUTS = ['default', 'auth', 'chat-room', 'course', 'profile'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The shell's route guards (spec section 4), by name. */
export const GUARDS = ['auth', 'guest', 'short-url'] as const;
export type GuardName = (typeof GUARDS)[number];

const STATIC_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PARAM_SEGMENT = /^:[A-Za-z][A-Za-z0-9]*$/;

/** A route pattern as react-router reads it: `/course/:slug`; no splats, no optional segments. */
export const routePathSchema = z.string().check(
  z.refine(
    (path) =>
      path === '/' ||
      (path.startsWith('/') &&
        path
          .slice(1)
          .split('/')
          .every((s) => STATIC_SEGMENT.test(s) || PARAM_SEGMENT.test(s))),
    'a route path is "/" and segments of letters, digits, . _ ~ - or a :parameter',
  ),
);

/** A URL prefix an area owns: one or more fixed segments (`/dehkhoda`, `/landing/sponsors`). */
export const routePrefixSchema = z.string().check(
  z.refine(
    (prefix) =>
      prefix.startsWith('/') &&
      prefix
        .slice(1)
        .split('/')
        .every((s) => STATIC_SEGMENT.test(s)),
    'a prefix is one or more fixed path segments, like /dehkhoda',
  ),
);

/** One page of the site: where it is, which exposed page draws it, its Persian title, layout and guard. */
export const routeRowSchema = z.object({
  path: routePathSchema,
  /** The exposed module that renders it (`Search` for `./Search`), or the shell's page name. */
  page: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/, 'a page name is PascalCase, like CourseList')),
  /** Shown (with the site's name) until the page names itself from its data, e.g. a course's name. */
  title: z
    .string()
    .check(
      z.regex(/^[^A-Za-z0-9]*[\u0600-\u06FF][^A-Za-z0-9]*$/, 'a title is Persian words, no Latin letters or digits'),
    ),
  layout: z.enum(LAYOUTS),
  guard: z.optional(z.enum(GUARDS)),
  /** Whether search engines should find it in the sitemap: fixed, public pages only. */
  sitemap: z.optional(z.boolean()),
  /**
   * Kept out of search results (`<meta name="robots" content="noindex">`):
   * results and pages shared by a private link. Pages behind a guard are
   * never indexed, with or without it.
   */
  noindex: z.optional(z.boolean()),
  /**
   * A page a reload must never interrupt (a quiz being answered): while it is
   * open, the site does not reload itself for a new release; it offers the
   * reload and waits for the next page.
   */
  noAutoReload: z.optional(z.boolean()),
  /**
   * Which of its kinds a page serving several rows shows on this one (`featured` of the article lists):
   * the page reads it from its row (`useRowVariant` in @shared/ui), never from the address's spelling.
   */
  variant: z.optional(z.string().check(z.regex(/^[a-z][a-z-]*$/, 'a variant is lower-case words, like featured'))),
  /**
   * Whether the area's route module names queries for it: only then does the
   * shell load that module beside the page to start them. Set from the
   * declaration by {@link routeTableOf}, never by hand.
   */
  prefetch: z.optional(z.boolean()),
});
export type RouteRow = z.infer<typeof routeRowSchema>;

const segments = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));

/** Whether `path` is the prefix itself or lies below it, segment by segment (`/quizzes` is not under `/quiz`). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Two prefixes collide when one is, or lies below, the other. */
export function prefixesCollide(a: string, b: string): boolean {
  return isUnderPrefix(a, b) || isUnderPrefix(b, a);
}

/**
 * Whether a route pattern serves every URL a link pattern stands for: a
 * fixed segment of the link needs the same fixed segment or a parameter; a
 * parameter of the link needs a parameter.
 */
export function patternServes(route: string, link: string): boolean {
  const [routeSegments, linkSegments] = [segments(route), segments(link)];
  return (
    routeSegments.length === linkSegments.length &&
    routeSegments.every((segment, index) => {
      const linked = linkSegments[index]!;
      if (segment.startsWith(':')) return true;
      return !linked.startsWith(':') && segment === linked;
    })
  );
}

/** What an area's release declares: the prefixes it owns, its pages, and the other areas' pages it links to. */
export const areaRouteTableSchema = z
  .object({
    prefixes: z.array(routePrefixSchema).check(z.minLength(1)),
    routes: z.array(routeRowSchema).check(z.minLength(1)),
    /** Route patterns of other areas this area's pages link to: promote keeps them served. */
    links: z._default(z.array(routePathSchema), []),
  })
  .check(
    z.superRefine((table, context) => {
      table.prefixes.forEach((prefix, index) => {
        const other = table.prefixes.find((candidate, at) => at !== index && prefixesCollide(prefix, candidate));
        if (other)
          context.addIssue({ code: 'custom', path: ['prefixes', index], message: `${prefix} overlaps ${other}` });
      });
      const seen = new Set<string>();
      table.routes.forEach((route, index) => {
        if (!table.prefixes.some((prefix) => isUnderPrefix(route.path, prefix))) {
          context.addIssue({
            code: 'custom',
            path: ['routes', index, 'path'],
            message: `${route.path} is under none of the area's prefixes (${table.prefixes.join(', ')})`,
          });
        }
        if (seen.has(route.path)) {
          context.addIssue({
            code: 'custom',
            path: ['routes', index, 'path'],
            message: `${route.path} is declared twice`,
          });
        }
        seen.add(route.path);
      });
    }),
  );
export type AreaRouteTable = z.infer<typeof areaRouteTableSchema>;
/** The table as an area writes it (links may be left out). */
export type AreaRouteTableInput = z.input<typeof areaRouteTableSchema>;

/** The shell's own pages and the area pages its menus and footer link to. */
export const shellRouteTableSchema = z.object({
  routes: z.array(routeRowSchema).check(z.minLength(1)),
  links: z._default(z.array(routePathSchema), []),
});
export type ShellRouteTable = z.infer<typeof shellRouteTableSchema>;

/** A query a page needs, in the shape TanStack Query's `queryOptions` returns (the shell prefetches it). */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  staleTime?: unknown;
}

/** Where the page is: its path parameters and the address's query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * One page as the area's route module declares it: the row, plus what JSON
 * cannot carry, the queries the shell may start together with the page's code
 * and the head it builds from their answers.
 */
export interface AreaRouteDeclaration extends z.input<typeof routeRowSchema> {
  queries?: (address: PageAddress) => readonly PageQuery[];
  /** What the page tells search engines and link previews, from the data its `queries` fetched (page-head.ts). */
  head?: PageHeadBuilder;
}

/** What an area's `./routes` module exports as `routes`. */
export interface AreaRoutes {
  prefixes: readonly string[];
  routes: readonly AreaRouteDeclaration[];
  links?: readonly string[];
}

/**
 * The data part of an area's route module, as a release carries it: the
 * rows checked against the contract, each row that declares queries marked
 * `prefetch` (the functions themselves cannot travel as JSON). Throws with
 * every problem when the table is not valid.
 */
export function routeTableOf(declared: AreaRoutes): AreaRouteTable {
  const rows = declared.routes.map(({ queries, head: _head, ...row }) => (queries ? { ...row, prefetch: true } : row));
  return areaRouteTableSchema.parse({ ...declared, routes: rows });
}
