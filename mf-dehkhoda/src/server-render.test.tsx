/** @jest-environment node */
import { describeServerPages } from '@shared/ui/testing';
import { routes } from './routes.ts';
import { entry, STATS } from './testing/dehkhoda-fixtures.ts';
import { DEHKHODA } from './testing/render-dehkhoda.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

describeServerPages('dehkhoda', {
  kit: DEHKHODA,
  table: routes,
  params: { id: '457', slug: 'کتاب', letter: 'ک' },
  answers: { '/front/dehkhoda/entry/457': { data: entry() }, '/front/dehkhoda/stats': { data: STATS } },
  expected: {
    // The device's recent searches are not on the server: the page starts without them, as the browser hydrates it.
    '/dehkhoda': 'چند واژه برای آغاز',
    // The entry and the stats are fetched first (the route module names them): their data is in the HTML.
    '/dehkhoda/entry/:id/:slug': 'نوشته‌های به هم پیوسته و صحافی‌شده دربارهٔ موضوعی',
    // Without its slug it is the same page (which the site server sends to the address with it, by a 301).
    '/dehkhoda/entry/:id': 'نوشته‌های به هم پیوسته و صحافی‌شده دربارهٔ موضوعی',
    '/dehkhoda/stats': 'مدخل‌ها در هر حرف',
    '/dehkhoda/letter/:letter': 'مدخل‌های حرف «ک»',
  },
});
