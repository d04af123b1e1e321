/** @jest-environment node */
import { sharedReportCardQuery } from '@shared/api-client';
import { describeServerPages } from '@shared/ui/testing';
import { routes } from './routes.ts';
import { REPORT_CARD } from './testing/profile-fixtures.ts';
import { PROFILE } from './testing/render-profile.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

/** Every profile page but the shared report card is behind the login guard, so the server renders only that one. */
describeServerPages('profile', {
  kit: PROFILE,
  table: routes,
  params: { uuid: REPORT_CARD.uuid },
  answers: { [`/front/profile/report-card/${REPORT_CARD.uuid}`]: { data: REPORT_CARD } },
  // The card is fetched first, so the whole card (its tables and dates) is rendered on the server.
  queries: { '/profile/report-card/:uuid': ({ params }) => [sharedReportCardQuery(params.uuid ?? '')] },
  expected: { '/profile/report-card/:uuid': 'آزمون فصل اول؛ مجموعه‌ها' },
});
