/**
 * The login page's address, for every app that sends a person there (spec: a login returns the person to
 * `backUrl`, which the login page checks before following it). One builder, so every «ورود» link encodes the
 * way back the same way.
 */
export const LOGIN_PAGE_PATH = '/user/login';

/**
 * The login page that returns the person to `backTo` (a path with its query) afterwards. From the login page
 * itself it is the bare login page: a way back to the login page would be a loop.
 */
export function loginPath(backTo: string): string {
  if (
    backTo === LOGIN_PAGE_PATH ||
    backTo.startsWith(`${LOGIN_PAGE_PATH}?`) ||
    backTo.startsWith(`${LOGIN_PAGE_PATH}/`)
  )
    return LOGIN_PAGE_PATH;
  return `${LOGIN_PAGE_PATH}?backUrl=${encodeURIComponent(backTo)}`;
}
