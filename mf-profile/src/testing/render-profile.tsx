import type { AreaKitOptions, RenderedArea } from '@shared/ui/testing';
import { renderArea, setUpTestApi as setUpAreaTestApi } from '@shared/ui/testing';
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

/** The profile rows of the shell's site map, in the profile layout with its sidebar. */
const PROFILE: AreaKitOptions = {
  routes: [
    ['/profile', Dashboard],
    ['/profile/courses', Courses],
    ['/profile/edit-profile', EditProfile],
    ['/profile/event-archive', EventArchive],
    ['/profile/favorites', Favorites],
    ['/profile/provider-notifs', Notifications],
    ['/profile/report-card', ReportCard],
    ['/profile/test-archive', TestArchive],
    ['/profile/report-card/:uuid', SharedReportCard],
  ],
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
