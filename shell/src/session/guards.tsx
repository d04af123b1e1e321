import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@shared/router';
import { PageLoading } from '../remotes/index.ts';
import type { GuardName } from '@shared/registry';
import { loginPath } from '@shared/registry';
import { safeBackUrl } from './back-url.ts';
import { useSession } from './use-session.ts';

/** Login-required pages: a guest goes to login and comes back here afterwards. */
function AuthGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return children;
  // A token cookie whose user is still loading: wait, so the page neither flashes nor redirects too early.
  if (status === 'loading') return <PageLoading />;
  return <Navigate replace to={loginPath(`${location.pathname}${location.search}`)} />;
}

/** The login page: a logged-in user goes where the backUrl says, when it is a path of this site. */
function GuestGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'authenticated') return <Navigate replace to={safeBackUrl(searchParams.get('backUrl'))} />;
  if (status === 'loading') return <PageLoading />;
  return children;
}

/**
 * The route guards of spec section 4, on the session of spec section 6. The
 * guarded page renders only when its guard lets it through, so nothing of it
 * shows before a redirect. The short-url guard is the short-link page's own
 * resolution, so it passes here.
 */
export function Guarded({ guard, children }: { guard: GuardName | undefined; children: ReactNode }) {
  if (guard === 'auth') return <AuthGuard>{children}</AuthGuard>;
  if (guard === 'guest') return <GuestGuard>{children}</GuestGuard>;
  return children;
}
