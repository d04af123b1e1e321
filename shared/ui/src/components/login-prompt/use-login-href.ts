import { loginPath } from '@shared/registry';
import { useLocation } from '@shared/router';

/** The login page's address that brings the student back to `backTo`, this page (with its query) by default. */
export function useLoginHref(backTo?: string): string {
  const { pathname, search } = useLocation();
  return loginPath(backTo ?? `${pathname}${search}`);
}
