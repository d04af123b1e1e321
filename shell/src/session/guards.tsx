import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readAccessToken } from '@shared/api-client';
import type { GuardName } from '../site-map/site-map.ts';

/**
 * Spec section 6: a user is logged in when the access-token cookie is present.
 * The auth guard sends a guest to login with the current path as backUrl; the
 * guest guard sends a logged-in user home.
 */
export function Guarded({ guard, children }: { guard: GuardName | undefined; children: ReactNode }) {
  const location = useLocation();
  const loggedIn = readAccessToken() !== undefined;
  if (guard === 'auth' && !loggedIn) {
    const backUrl = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/user/login?backUrl=${encodeURIComponent(backUrl)}`} />;
  }
  if (guard === 'guest' && loggedIn) return <Navigate replace to="/" />;
  return children;
}
