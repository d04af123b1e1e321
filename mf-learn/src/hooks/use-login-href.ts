import { useLocation } from '@shared/router';
import { loginPath } from '@shared/registry';

/** The login page's address that brings the student back to this page. */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginPath(`${pathname}${search}`);
}
