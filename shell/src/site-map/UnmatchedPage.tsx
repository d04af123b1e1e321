import { useLocation, useNavigate } from '@shared/router';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { AreaFallback } from '../remotes/index.ts';
import { areaRoutesUnavailable } from './site-routes.ts';

/**
 * What a URL no page serves shows: the 404 page, unless the registry could
 * not be read, in which case the URL may well be an area's page, and the
 * student gets the area fallback with a retry instead of a false «not found».
 * The retry navigates to the same address, which asks for the areas' pages again.
 */
export function UnmatchedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!areaRoutesUnavailable()) return <NotFoundPage />;
  return <AreaFallback onRetry={() => void navigate(location, { replace: true })} />;
}
