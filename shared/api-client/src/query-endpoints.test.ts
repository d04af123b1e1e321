import { QueryClient } from '@tanstack/react-query';
import { authUserQuery } from './auth.ts';
import { notificationsQuery } from './notifications.ts';
import { blogCategoriesQuery, blogIndexQuery, blogPostQuery, blogPostsQuery, blogSidebarQuery } from './blog.ts';
import { chatMessagesQuery } from './chat.ts';
import {
  contentBySlugQuery,
  contentDetailsQuery,
  courseDetailsQuery,
  courseIndexQuery,
  coursesQuery,
  sectionIndexQuery,
} from './course.ts';
import {
  dehkhodaAutocompleteQuery,
  dehkhodaEntriesQuery,
  dehkhodaEntryQuery,
  dehkhodaSearchQuery,
  dehkhodaStatsQuery,
  dehkhodaSuggestionsQuery,
} from './dehkhoda.ts';
import { educationBranchesQuery, educationGradesQuery } from './education.ts';
import { favoritesQuery } from './favorites.ts';
import { feedbackListQuery } from './feedback.ts';
import { homeQuery } from './home.ts';
import { configureApiClient } from './http.ts';
import { finishedQuizRunsQuery, profileCoursesQuery, reportCardQuery, sharedReportCardQuery } from './profile.ts';
import { questionBankQuery, questionQuery, questionSolutionQuery } from './question.ts';
import { currentQuizRunQuery, quizInfoQuery, quizListQuery, quizRunQuestionQuery, quizRunResultQuery } from './quiz.ts';
import { siteSearchQuery, topicSearchQuery } from './search.ts';
import { shortLinkQuery } from './short-link.ts';
import { featuredSponsorsQuery, sponsorQuery, sponsorsQuery } from './sponsor.ts';
import { withTestServer } from './test-server.ts';
import { captchaQuery, globalDataQuery, staticPageQuery } from './utils.ts';
import { userContentWatchQuery, userCourseMasteryQuery } from './watch.ts';

type Fetch = (client: QueryClient) => Promise<unknown>;

/**
 * Each factory, the request its queryFn sends, and what it is run with. A
 * path with a query answers only requests that carry those parameters.
 */
const CALLS: [string, string, Fetch][] = [
  ['authUserQuery', 'GET /auth/user', (c) => c.fetchQuery(authUserQuery())],
  ['notificationsQuery', 'GET /auth/notifications', (c) => c.fetchQuery(notificationsQuery())],
  ['blogCategoriesQuery', 'GET /front/blog/categories', (c) => c.fetchQuery(blogCategoriesQuery())],
  ['blogIndexQuery', 'GET /front/blog/index', (c) => c.fetchQuery(blogIndexQuery())],
  ['blogPostQuery', 'GET /front/blog/ten-tips', (c) => c.fetchQuery(blogPostQuery('ten-tips'))],
  [
    'blogPostsQuery',
    'GET /front/blog?tag=konkur&page=2',
    (c) => c.fetchQuery(blogPostsQuery({ tag: 'konkur', page: 2 })),
  ],
  ['blogSidebarQuery', 'GET /front/blog/sidebar', (c) => c.fetchQuery(blogSidebarQuery())],
  ['chatMessagesQuery', 'GET /front/chat/messages', (c) => c.fetchQuery(chatMessagesQuery())],
  [
    'contentBySlugQuery',
    'GET /front/course/get-content-by-slug?slug=video-1',
    (c) => c.fetchQuery(contentBySlugQuery('video-1')),
  ],
  [
    'contentDetailsQuery',
    'GET /front/course/get-content-details?content_slug=video-1&lesson_slug=math-7',
    (c) => c.fetchQuery(contentDetailsQuery('video-1', 'math-7')),
  ],
  [
    'courseDetailsQuery',
    'GET /front/course/get-course-details?slug=math-7',
    (c) => c.fetchQuery(courseDetailsQuery('math-7')),
  ],
  [
    'courseIndexQuery',
    'GET /front/course/get-course-index?query=algebra',
    (c) => c.fetchQuery(courseIndexQuery('algebra')),
  ],
  [
    'coursesQuery',
    'GET /front/course/get-courses?grade=grade-7&page=2',
    (c) => c.fetchQuery(coursesQuery({ grade: 'grade-7', page: 2 })),
  ],
  [
    'sectionIndexQuery',
    'GET /front/course/get-section-index?slug=chapter-1',
    (c) => c.fetchQuery(sectionIndexQuery('chapter-1')),
  ],
  [
    'dehkhodaAutocompleteQuery',
    'GET /front/dehkhoda/autocomplete?q=کتاب&limit=8',
    (c) => c.fetchQuery(dehkhodaAutocompleteQuery({ q: 'کتاب', limit: 8 })),
  ],
  [
    'dehkhodaEntriesQuery',
    'GET /front/dehkhoda/entries?letter=ب&page=3',
    (c) => c.fetchQuery(dehkhodaEntriesQuery({ letter: 'ب', page: 3 })),
  ],
  ['dehkhodaEntryQuery', 'GET /front/dehkhoda/entry/457', (c) => c.fetchQuery(dehkhodaEntryQuery(457))],
  [
    'dehkhodaSearchQuery',
    'GET /front/dehkhoda/search?q=کتاب&page=2&sort=title',
    (c) => c.fetchQuery(dehkhodaSearchQuery({ q: 'کتاب', page: 2, sort: 'title' })),
  ],
  ['dehkhodaStatsQuery', 'GET /front/dehkhoda/stats', (c) => c.fetchQuery(dehkhodaStatsQuery())],
  [
    'dehkhodaSuggestionsQuery',
    'GET /front/dehkhoda/suggestions?term=کتاب&limit=6',
    (c) => c.fetchQuery(dehkhodaSuggestionsQuery({ term: 'کتاب', limit: 6 })),
  ],
  ['educationBranchesQuery', 'GET /front/education/branch', (c) => c.fetchQuery(educationBranchesQuery())],
  ['educationGradesQuery', 'GET /front/education/grade', (c) => c.fetchQuery(educationGradesQuery())],
  ['favoritesQuery', 'GET /front/profile/favorites', (c) => c.fetchQuery(favoritesQuery())],
  [
    'feedbackListQuery',
    'POST /front/feedback/list',
    (c) => c.fetchInfiniteQuery(feedbackListQuery({ course_slug: 'math-7', per_page: 5 })),
  ],
  ['homeQuery', 'GET /front/home', (c) => c.fetchQuery(homeQuery())],
  ['finishedQuizRunsQuery', 'GET /front/profile/quiz-runs', (c) => c.fetchQuery(finishedQuizRunsQuery())],
  ['profileCoursesQuery', 'GET /front/profile/courses', (c) => c.fetchQuery(profileCoursesQuery())],
  ['reportCardQuery', 'GET /front/profile/report-card', (c) => c.fetchQuery(reportCardQuery())],
  [
    'sharedReportCardQuery',
    'GET /front/profile/report-card/c0ffee',
    (c) => c.fetchQuery(sharedReportCardQuery('c0ffee')),
  ],
  [
    'questionBankQuery',
    'POST /front/question/form',
    (c) => c.fetchQuery(questionBankQuery({ topic: 'algebra', page: 1, per_page: 10 })),
  ],
  ['questionQuery', 'POST /front/question/fetch', (c) => c.fetchQuery(questionQuery('Q1'))],
  ['questionSolutionQuery', 'POST /front/question/get-solution', (c) => c.fetchQuery(questionSolutionQuery('Q1'))],
  [
    'currentQuizRunQuery',
    'POST /front/course/quiz/run/check-current-quiz',
    (c) => c.fetchQuery(currentQuizRunQuery('math-7')),
  ],
  ['quizInfoQuery', 'GET /front/course/quiz/run/math-7', (c) => c.fetchQuery(quizInfoQuery('math-7'))],
  [
    'quizListQuery',
    'GET /front/course/quiz/list?search=math&page=2',
    (c) => c.fetchQuery(quizListQuery({ search: 'math', page: 2 })),
  ],
  ['quizRunQuestionQuery', 'POST /front/course/quiz/run/get-question', (c) => c.fetchQuery(quizRunQuestionQuery(7, 2))],
  ['quizRunResultQuery', 'POST /front/course/quiz/run/get-result-quiz', (c) => c.fetchQuery(quizRunResultQuery(7))],
  ['siteSearchQuery', 'GET /front/search?search=جبر', (c) => c.fetchQuery(siteSearchQuery('جبر'))],
  ['topicSearchQuery', 'GET /front/search/topics?search=جبر', (c) => c.fetchQuery(topicSearchQuery('جبر'))],
  ['shortLinkQuery', 'GET /front/short-link/abc', (c) => c.fetchQuery(shortLinkQuery('abc'))],
  ['featuredSponsorsQuery', 'GET /front/sponsor/featured', (c) => c.fetchQuery(featuredSponsorsQuery())],
  ['sponsorQuery', 'GET /front/sponsor/show?slug=acme', (c) => c.fetchQuery(sponsorQuery('acme'))],
  [
    'sponsorsQuery',
    'GET /front/sponsor?page=2&per_page=6',
    (c) => c.fetchQuery(sponsorsQuery({ page: 2, per_page: 6 })),
  ],
  ['captchaQuery', 'GET /front/utils/captcha', (c) => c.fetchQuery(captchaQuery())],
  ['globalDataQuery', 'GET /front/utils/global', (c) => c.fetchQuery(globalDataQuery())],
  ['staticPageQuery', 'GET /front/utils/get-page?name=aboutus', (c) => c.fetchQuery(staticPageQuery('aboutus'))],
  [
    'userContentWatchQuery',
    'GET /front/course/user/get-user-content-watch?course_id=40',
    (c) => c.fetchQuery(userContentWatchQuery(40)),
  ],
  [
    'userCourseMasteryQuery',
    'GET /front/course/user/get-user-course-mastery?course_slug=math-7',
    (c) => c.fetchQuery(userCourseMasteryQuery('math-7')),
  ],
];

/** An answer no call maps to anything but its status: only the right path (and parameters) gets it. */
const MARK = 409;

describe('each query’s queryFn asks its own endpoint', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  afterEach(() => {
    server.reset();
    server.requests.splice(0);
  });

  it.each(CALLS)('%s: %s', async (_name, request, fetch) => {
    const [method, path = ''] = request.split(' ');
    server.answer(path, { status: MARK });
    await expect(fetch(new QueryClient())).rejects.toMatchObject({ status: MARK });
    expect(server.requests).toEqual([expect.objectContaining({ method, path: path.split('?')[0] })]);
  });
});
