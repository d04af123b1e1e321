import { sharedReportCardQuery } from '@shared/api-client';
import type { AreaRoutes } from '@shared/registry';

/**
 * The student's own pages, all behind the login guard but the shared report
 * card. The build turns this into the release's routes.json and exposes each
 * page; adding a page is a row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/profile'],
  routes: [
    { path: '/profile', page: 'Dashboard', layout: 'profile', guard: 'auth', title: 'پیشخوان' },
    { path: '/profile/courses', page: 'Courses', layout: 'profile', guard: 'auth', title: 'دوره‌های من' },
    { path: '/profile/edit-profile', page: 'EditProfile', layout: 'profile', guard: 'auth', title: 'ویرایش نمایه' },
    {
      path: '/profile/event-archive',
      page: 'EventArchive',
      layout: 'profile',
      guard: 'auth',
      title: 'بایگانی رویدادها',
    },
    { path: '/profile/favorites', page: 'Favorites', layout: 'profile', guard: 'auth', title: 'علاقه‌مندی‌ها' },
    { path: '/profile/provider-notifs', page: 'Notifications', layout: 'profile', guard: 'auth', title: 'اعلان‌ها' },
    { path: '/profile/report-card', page: 'ReportCard', layout: 'profile', guard: 'auth', title: 'کارنامه' },
    { path: '/profile/test-archive', page: 'TestArchive', layout: 'profile', guard: 'auth', title: 'بایگانی آزمون‌ها' },
    {
      path: '/profile/report-card/:uuid',
      page: 'SharedReportCard',
      layout: 'profile',
      title: 'کارنامه',
      // One student's results, open to whoever has the link: never a search result.
      noindex: true,
      // The only public page: fetched by the site server before it renders (an unknown link is the API's 404).
      queries: ({ params }) => [sharedReportCardQuery(params.uuid ?? '')],
    },
  ],
  /** Pages of other areas these pages link to: promote keeps them served. */
  links: ['/learn', '/course/:slug', '/quiz', '/articles', '/articles/:slug'],
} satisfies AreaRoutes;
