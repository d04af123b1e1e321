/** A path on the site, or undefined for anything that could name another origin (`//host`, `\\`, `https:`). */
export function onSite(path: string | undefined): string | undefined {
  return path && /^\/(?![/\\])/.test(path) && !path.includes('\\') ? path : undefined;
}
