/**
 * The login page with the current address as `backUrl`, so a login returns
 * the user where they were (the login page checks it with safeBackUrl).
 */
export function loginPath(pathname: string, search = ''): string {
  if (pathname.startsWith('/user/login')) return '/user/login';
  return `/user/login?backUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
