import type { AreaKitOptions, RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import { renderArea, routesOf, setUpTestApi as setUpAreaTestApi } from '@shared/ui/testing';
import Courses from '../pages/Courses.tsx';
import Dashboard from '../pages/Dashboard.tsx';
import EditProfile from '../pages/EditProfile.tsx';
import EventArchive from '../pages/EventArchive.tsx';
import Favorites from '../pages/Favorites.tsx';
import Notifications from '../pages/Notifications.tsx';
import ReportCard from '../pages/ReportCard.tsx';
import SharedReportCard from '../pages/SharedReportCard.tsx';
import TestArchive from '../pages/TestArchive.tsx';

export { announceSession, recordBus, setViewportWidth } from '@shared/ui/testing';

/** The profile routes (src/routes.ts), in the profile layout with its sidebar. */
export const PROFILE: AreaKitOptions = {
  routes: routesOf(routes, {
    Dashboard,
    Courses,
    EditProfile,
    EventArchive,
    Favorites,
    Notifications,
    ReportCard,
    TestArchive,
    SharedReportCard,
  }),
  main: true,
  slots: { sidebar: 'ستون کناری نمایه' },
};

/** Renders the profile area at an address as the shell would. */
export function renderProfile(path: string): RenderedArea {
  return renderArea(PROFILE, path);
}

/** The test API; every profile page is behind the login, so every request carries a token. */
export function setUpTestApi() {
  return setUpAreaTestApi({ accessToken: () => 'session-token' });
}
