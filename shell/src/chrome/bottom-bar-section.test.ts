import { forgetAreaRoutes, learnAreaRoutes } from '../site-map/site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../site-map/testing/area-routes-document.ts';
import { bottomBarSectionAt } from './bottom-bar-section.ts';

beforeEach(() => learnAreaRoutes(AREA_ROUTES_DOCUMENT));
afterEach(forgetAreaRoutes);

describe('bottomBarSectionAt', () => {
  it.each([
    ['/', 'home'],
    ['/courses', 'courses'],
    ['/learn', 'courses'],
    ['/learn/grade/grade-7', 'courses'],
    ['/course/math-grade-7', 'courses'],
    ['/course/sections/algebra-1', 'courses'],
    ['/course/content/lesson-1/video-1', 'courses'],
    ['/course/my-courses', 'courses'],
    ['/education-grade/grade-7', 'courses'],
    ['/teacher/3', 'courses'],
    ['/master/3', 'courses'],
    ['/certificates', 'courses'],
    ['/quiz', 'questions'],
    ['/quiz/math-7/start', 'questions'],
    ['/quiz/run/Q1/result/4', 'questions'],
    ['/question', 'questions'],
    ['/question/topic/fractions', 'questions'],
    ['/question/Q1001', 'questions'],
    ['/dehkhoda', 'search'],
    ['/dehkhoda/entry/457/کتاب', 'search'],
    ['/articles', 'articles'],
    ['/articles/some-post', 'articles'],
    ['/articles/category/math', 'articles'],
    ['/articles/tag/exam', 'articles'],
    ['/article/show/some-post', 'articles'],
    ['/profile', 'home'],
    ['/profile/report-card', 'home'],
    ['/profile/edit-profile', 'home'],
  ])('%s is under %s', (path, section) => {
    expect(bottomBarSectionAt(path)).toBe(section);
  });

  it('marks nothing on the shell’s other pages and on the 404 page', () => {
    expect(bottomBarSectionAt('/contactus')).toBeUndefined();
    expect(bottomBarSectionAt('/aboutus')).toBeUndefined();
    expect(bottomBarSectionAt('/no-such-page')).toBeUndefined();
  });

  it('marks an item on every route any area owns', () => {
    const areaPaths = Object.values(AREA_ROUTES_DOCUMENT.areas).flatMap((entry) =>
      (entry.routes?.routes ?? []).map((route) => route.path.replace(/:[a-zA-Z]+/g, 'x')),
    );
    expect(areaPaths.filter((path) => bottomBarSectionAt(path) === undefined)).toEqual([]);
  });
});
