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

  it('falls back to the last segment in title case', () => {
    expect(siteMapTitleAt('/articles/tag/new-books')).toBe('New Books');
  });
});
