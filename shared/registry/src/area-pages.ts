import type { AreaName } from './areas.ts';

/**
 * The pages each area must expose for the shell's site map to work. It lives
 * here, in the contract, so the site server can refuse to promote a release
 * that lacks one without importing shell code; the shell's site-map test
 * asserts that this list and the site map agree.
 */
export const AREA_PAGES = {
  learn: [
    'CourseList',
    'CoursePage',
    'Grades',
    'MyCourses',
    'Roadmap',
    'Section',
    'Content',
    'Teacher',
    'Certificates',
  ],
  quiz: [
    'QuizList',
    'QuizRun',
    'RunResult',
    'QuizPage',
    'QuizStart',
    'QuizResult',
    'QuestionBank',
    'Question',
    'ExamLanding',
  ],
  dehkhoda: ['Search', 'Entry', 'Stats', 'Letter'],
  blog: ['ArticleList', 'Article', 'Sponsors', 'Sponsor'],
  profile: [
    'Dashboard',
    'Courses',
    'EditProfile',
    'EventArchive',
    'Favorites',
    'Notifications',
    'ReportCard',
    'TestArchive',
    'SharedReportCard',
  ],
} as const satisfies Record<AreaName, readonly string[]>;
