import { forgetAreaRoutes, learnAreaRoutes } from '../site-map/site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../site-map/testing/area-routes-document.ts';
import { areaPageAt, areaPathOf } from './page-of-path.ts';

beforeEach(() => learnAreaRoutes(AREA_ROUTES_DOCUMENT));
afterEach(forgetAreaRoutes);

describe('the area page behind a link', () => {
  it.each([
    ['/quiz', { area: 'quiz', page: 'QuizList' }],
    ['/quiz/run/abc', { area: 'quiz', page: 'QuizRun' }],
    ['/course/my-courses', { area: 'learn', page: 'MyCourses' }],
    ['/course/math-grade-7', { area: 'learn', page: 'CoursePage' }],
    ['/course/content/math-grade-7/lesson-1', { area: 'learn', page: 'Content' }],
    ['/articles/featured', { area: 'blog', page: 'ArticleList' }],
    ['/articles/%D9%85%D9%82%D8%A7%D9%84%D9%87', { area: 'blog', page: 'Article' }],
    ['/profile/report-card', { area: 'profile', page: 'ReportCard' }],
  ])('%s → %o', async (path, expected) => {
    await expect(areaPageAt(path)).resolves.toEqual(expected);
  });

  it('takes the query and the fragment off a link', () => {
    expect(areaPathOf('/quiz/run/abc?question=2')).toBe('/quiz/run/abc');
    expect(areaPathOf('/articles/x#top')).toBe('/articles/x');
  });

  it.each(['/', '/contactus', '/chat', '/s/math7', 'https://www.aparat.com/v/x', '//evil.example/quiz', 'quiz'])(
    'nothing to preload for %s',
    (path) => {
      expect(areaPathOf(path)).toBeUndefined();
    },
  );

  it('finds no page where no area has one', async () => {
    await expect(areaPageAt('/no/such/page')).resolves.toBeUndefined();
  });
});
