import { forgetAreaRoutes, learnAreaRoutes, siteMapTitleAt, siteRouteAt } from './site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from './testing/area-routes-document.ts';

afterEach(forgetAreaRoutes);

describe('the pages the shell knows of', () => {
  it('knows only its own pages until the registry has named the areas’ pages', () => {
    expect(siteRouteAt('/contactus')?.page).toBe('Contact');
    expect(siteRouteAt('/quiz')).toBeUndefined();
    learnAreaRoutes(AREA_ROUTES_DOCUMENT);
    expect(siteRouteAt('/quiz')).toMatchObject({ area: 'quiz', page: 'QuizList', layout: 'default' });
  });

  it('prefers a fixed path to a parameter, as the router does', () => {
    learnAreaRoutes(AREA_ROUTES_DOCUMENT);
    expect(siteRouteAt('/course/my-courses')?.page).toBe('MyCourses');
    expect(siteRouteAt('/course/algebra-9')?.page).toBe('CoursePage');
    expect(siteRouteAt('/page/static')?.path).toBe('/page/static');
  });

  it('finds nothing where only the 404 page matches', () => {
    learnAreaRoutes(AREA_ROUTES_DOCUMENT);
    expect(siteRouteAt('/no/such/page')).toBeUndefined();
  });

  it('matches a path again when a new release changes the areas’ pages (matches are remembered per list)', () => {
    learnAreaRoutes(AREA_ROUTES_DOCUMENT);
    expect(siteRouteAt('/quiz')?.page).toBe('QuizList');
    expect(siteRouteAt('/quiz')?.page).toBe('QuizList');
    learnAreaRoutes({ ...AREA_ROUTES_DOCUMENT, areas: { quiz: { version: '1.0.1', entry: '/x.json' } } });
    expect(siteRouteAt('/quiz')).toBeUndefined();
  });

  it('learns nothing from an area whose release declared no routes', () => {
    learnAreaRoutes({ ...AREA_ROUTES_DOCUMENT, areas: { quiz: { version: '1.0.0', entry: '/x.json' } } });
    expect(siteRouteAt('/quiz')).toBeUndefined();
    expect(siteRouteAt('/articles')).toBeUndefined();
  });
});

describe('siteMapTitleAt', () => {
  it('uses the route’s own title', () => {
    expect(siteMapTitleAt('/contactus')).toBe('تماس با ما');
  });

  it('titles a page with a parameter in Persian before its data names it, never with the address', () => {
    learnAreaRoutes(AREA_ROUTES_DOCUMENT);
    expect(siteMapTitleAt('/articles/tag/new-books')).toBe('برچسب مقاله‌ها');
    expect(siteMapTitleAt('/quiz/run/QZ1001/result/1/full')).toBe('پاسخ‌نامهٔ کامل');
    expect(siteMapTitleAt('/quiz/math-grade-7-fractions-percent/result/final-result')).toBe('کارنامهٔ نهایی');
  });
});
