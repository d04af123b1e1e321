import { documentTitle, errorTitle, isolateLtr, SITE_NAME } from './page-title.ts';
import { SHELL_ROUTES } from './shell-routes.ts';

describe('page titles', () => {
  it('gives every shell page a Persian title (the areas’ titles are checked by the route table’s schema)', () => {
    for (const route of SHELL_ROUTES) {
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

  it('keeps only its own isolate: the path’s controls cannot close it early or turn the title round', () => {
    expect(isolateLtr('/\u2069\u202Egnp.exe')).toBe('\u2066/gnp.exe\u2069');
  });

  it('appends the site name', () => {
    expect(documentTitle('دوره‌ها')).toBe(`دوره‌ها | ${SITE_NAME}`);
  });
});
