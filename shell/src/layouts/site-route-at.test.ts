import { siteMapTitleAt, siteRouteAt } from './site-route-at.ts';

describe('siteRouteAt', () => {
  it('prefers a fixed path to a parameter, as the router does', () => {
    expect(siteRouteAt('/course/my-courses')?.page).toBe('MyCourses');
    expect(siteRouteAt('/course/algebra-9')?.page).toBe('CoursePage');
    expect(siteRouteAt('/page/static')?.path).toBe('/page/static');
  });

  it('finds nothing where only the 404 page matches', () => {
    expect(siteRouteAt('/no/such/page')).toBeUndefined();
  });
});

describe('siteMapTitleAt', () => {
  it('uses the site map title', () => {
    expect(siteMapTitleAt('/contactus')).toBe('تماس با ما');
  });

  it('titles a page with a parameter in Persian before its data names it, never with the address', () => {
    expect(siteMapTitleAt('/articles/tag/new-books')).toBe('برچسب مقاله‌ها');
    expect(siteMapTitleAt('/quiz/run/QZ1001/result/1/full')).toBe('پاسخ‌نامهٔ کامل');
    expect(siteMapTitleAt('/quiz/math-grade-7-fractions-percent/result/final-result')).toBe('کارنامهٔ نهایی');
  });
});
