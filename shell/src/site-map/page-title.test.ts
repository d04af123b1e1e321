import { documentTitle, errorTitle, isolateLtr, SITE_NAME } from './page-title.ts';
import { SITE_MAP } from './site-map.ts';

describe('page titles', () => {
  it('gives every route a Persian title before its data arrives, so no English word («Full», «1») shows', () => {
    for (const route of SITE_MAP) {
      expect([route.path, /[\u0600-\u06FF]/.test(route.title)]).toEqual([route.path, true]);
      expect([route.path, /[A-Za-z0-9]/.test(route.title)]).toEqual([route.path, false]);
    }
  });

  it('puts the status code before the message on error pages', () => {
    expect(errorTitle(404, 'صفحه پیدا نشد')).toBe('404 صفحه پیدا نشد');
  });

  it('isolates a path inside a Persian title, with invisible marks, so its slash stays at its start', () => {
    expect(isolateLtr('/no-such-page')).toBe('\u2066/no-such-page\u2069');
  });

  it('appends the site name', () => {
    expect(documentTitle('دوره‌ها')).toBe(`دوره‌ها | ${SITE_NAME}`);
  });
});
