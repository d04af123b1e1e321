import { areaPageOf } from './page-of-path.ts';

describe('the area page behind a link', () => {
  it.each([
    ['/quiz', { area: 'quiz', page: 'QuizList' }],
    ['/quiz/run/abc?question=2', { area: 'quiz', page: 'QuizRun' }],
    ['/course/my-courses', { area: 'learn', page: 'MyCourses' }],
    ['/course/math-grade-7', { area: 'learn', page: 'CoursePage' }],
    ['/course/content/math-grade-7/lesson-1', { area: 'learn', page: 'Content' }],
    ['/articles/featured', { area: 'blog', page: 'ArticleList' }],
    ['/articles/%D9%85%D9%82%D8%A7%D9%84%D9%87#top', { area: 'blog', page: 'Article' }],
    ['/profile/report-card', { area: 'profile', page: 'ReportCard' }],
  ])('%s → %o', (path, expected) => {
    expect(areaPageOf(path)).toEqual(expected);
  });

  it.each(['/', '/contactus', '/chat', '/s/math7', 'https://www.aparat.com/v/x', '//evil.example/quiz', 'quiz'])(
    'nothing to preload for %s',
    (path) => {
      expect(areaPageOf(path)).toBeUndefined();
    },
  );
});
