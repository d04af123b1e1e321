import { documentTitle, errorTitle, fallbackTitle, SITE_NAME } from './page-title.ts';

describe('fallback page title', () => {
  it('title-cases the last Latin segment', () => {
    expect(fallbackTitle('/articles/tag/new-books')).toBe('New Books');
  });

  it('keeps a Persian segment and reads its dashes as spaces', () => {
    expect(fallbackTitle(`/learn/${encodeURIComponent('ریاضی-هفتم')}`)).toBe('ریاضی هفتم');
  });

  it('uses the site name for the home page', () => {
    expect(fallbackTitle('/')).toBe(SITE_NAME);
  });

  it('survives a malformed escape in the address bar', () => {
    expect(fallbackTitle('/page/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('puts the status code before the message on error pages', () => {
    expect(errorTitle(404, 'صفحه پیدا نشد')).toBe('404 صفحه پیدا نشد');
  });

  it('appends the site name', () => {
    expect(documentTitle('دوره‌ها')).toBe(`دوره‌ها | ${SITE_NAME}`);
  });
});
