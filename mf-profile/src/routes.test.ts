/** @jest-environment node */
import { sharedReportCardQuery } from '@shared/api-client';
import { declaredBy, describePageQueries, keysOf } from '@shared/ui/testing';
import { routes } from './routes.ts';
import { PROFILE } from './testing/render-profile.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const declared = declaredBy(routes);

const REPORT_CARD = '/profile/report-card/c0ffee-1234';

describePageQueries('profile', { kit: PROFILE, table: routes, pages: [REPORT_CARD] });

describe('the queries the profile pages declare', () => {
  it('declares the shared report card by the address’s id', () => {
    expect(keysOf(declared(REPORT_CARD))).toEqual(keysOf([sharedReportCardQuery('c0ffee-1234')]));
  });

  it('has no other public page', () => {
    expect(routes.routes.filter((row) => !('guard' in row)).map((row) => row.path)).toEqual([
      '/profile/report-card/:uuid',
    ]);
  });
});
