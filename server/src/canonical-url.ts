import type { RouteRow } from '@shared/registry';

const segmentsOf = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));
const isParameter = (segment: string) => segment.startsWith(':');
/** A segment that can only be a spelling of a fixed segment (route tables allow no others in them). */
const FIXED_SPELLING = /^[A-Za-z0-9._~-]+$/;

/**
 * The one address of a page URL (docs/architecture.md, "One address per page"), or `undefined` when the
 * path already is it or is no page of the route tables. The fixed segments take the table's spelling
 * (`/COURSE/x` → `/course/x`, `/landing/mahaexam` → `/landing/mahaExam`); a trailing slash is dropped.
 * Parameter values are kept as sent: a slug, a code or a Persian word may hold capitals that matter.
 * Like react-router (which matches without regard to case), the pattern with the most fixed segments wins.
 */
export function canonicalPagePath(requestPath: string, patterns: readonly string[]): string | undefined {
  if (requestPath === '/') return undefined;
  const parts = segmentsOf(requestPath.replace(/\/+$/, '') || '/');
  if (parts.length === 0 || parts.includes('')) return undefined;
  let best: { segments: string[]; fixed: number } | undefined;
  for (const pattern of patterns) {
    const segments = segmentsOf(pattern);
    // A pattern starting with a parameter is left alone: the address written back must stay on this site.
    if (segments.length !== parts.length || isParameter(segments[0] ?? ':')) continue;
    const matches = segments.every((segment, index) => {
      const part = parts[index]!;
      return isParameter(segment) || (FIXED_SPELLING.test(part) && part.toLowerCase() === segment.toLowerCase());
    });
    const fixed = segments.filter((segment) => !isParameter(segment)).length;
    if (matches && (!best || fixed > best.fixed)) best = { segments, fixed };
  }
  if (!best) return undefined;
  const canonical = `/${parts.map((part, index) => (isParameter(best.segments[index]!) ? part : best.segments[index])).join('/')}`;
  return canonical === requestPath ? undefined : canonical;
}

/** Where a request for a page moves for good (path and query), or `undefined` when it is at its one address. */
export function canonicalLocation(url: string, patterns: readonly string[]): string | undefined {
  const queryAt = url.indexOf('?');
  const canonical = canonicalPagePath(queryAt === -1 ? url : url.slice(0, queryAt), patterns);
  return canonical && canonical + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** The route patterns of the shell's table and of every release some browser is given. */
export function routePatterns(tables: readonly (readonly RouteRow[] | undefined)[]): string[] {
  return [...new Set(tables.flatMap((rows) => (rows ?? []).map((row) => row.path)))];
}
