import type { QueryKey } from '@tanstack/react-query';
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
import { FAVORITES_QUERY_KEY, favoritesQuery } from './favorites.ts';
import { feedbackListQuery } from './feedback.ts';
import { homeQuery } from './home.ts';
import {
  finishedQuizRunsQuery,
  getProfileCourses,
  profileCoursesQuery,
  reportCardQuery,
  sharedReportCardQuery,
} from './profile.ts';
import { questionBankQuery, questionKeys, questionQuery, questionSolutionQuery } from './question.ts';
import {
  currentQuizRunQuery,
  quizInfoQuery,
  quizKeys,
  quizListQuery,
  quizRunQuestionQuery,
  quizRunResultQuery,
} from './quiz.ts';
import { siteSearchQuery, topicSearchQuery } from './search.ts';
import { shortLinkQuery } from './short-link.ts';
import { featuredSponsorsQuery, sponsorQuery, sponsorsQuery } from './sponsor.ts';
import { captchaQuery, getGlobalData, globalDataQuery, staticPageQuery } from './utils.ts';
import { userContentWatchQuery, userCourseMasteryQuery } from './watch.ts';

/** One instance of every factory: each call's family, as the cache files it. */
const EVERY_QUERY: QueryKey[] = [
  authUserQuery(),
  notificationsQuery(),
  blogCategoriesQuery(),
  blogIndexQuery(),
  blogPostQuery('ten-tips'),
  blogPostsQuery(),
  blogSidebarQuery(),
  chatMessagesQuery(),
  contentBySlugQuery('video-1'),
  courseDetailsQuery('math-7'),
  courseIndexQuery(),
  coursesQuery(),
  sectionIndexQuery('chapter-1'),
  dehkhodaAutocompleteQuery({ q: 'کتاب' }),
  dehkhodaEntriesQuery(),
  dehkhodaEntryQuery(457),
  dehkhodaSearchQuery({ q: 'کتاب' }),
  dehkhodaStatsQuery(),
  dehkhodaSuggestionsQuery({ term: 'کتاب' }),
  educationBranchesQuery(),
  educationGradesQuery(),
  favoritesQuery(),
  feedbackListQuery({ course_slug: 'math-7' }),
  homeQuery(),
  finishedQuizRunsQuery(),
  profileCoursesQuery(),
  reportCardQuery(),
  sharedReportCardQuery('c0ffee'),
  questionBankQuery({ page: 1, per_page: 10 }),
  questionQuery('Q1'),
  questionSolutionQuery('Q1'),
  currentQuizRunQuery('math-7'),
  quizInfoQuery('math-7'),
  quizListQuery(),
  quizRunQuestionQuery(7, 0),
  quizRunResultQuery(7),
  siteSearchQuery('جبر'),
  topicSearchQuery('جبر'),
  shortLinkQuery('abc'),
  featuredSponsorsQuery(),
  sponsorQuery('acme'),
  sponsorsQuery(),
  captchaQuery(),
  globalDataQuery(),
  staticPageQuery('aboutus'),
  userContentWatchQuery(40),
  userCourseMasteryQuery('math-7'),
].map((options) => options.queryKey);

/** Whether `prefix` starts `key`, as the cache matches a family. */
const isUnder = (key: QueryKey, prefix: QueryKey) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('query options next to their calls', () => {
  it('give each call one key, whichever app asks, so the one query cache holds one answer', () => {
    expect(profileCoursesQuery().queryKey).toEqual(['profile', 'courses']);
    expect(profileCoursesQuery().queryFn).toBe(getProfileCourses);
    expect(globalDataQuery().queryFn).toBe(getGlobalData);
    expect(favoritesQuery().queryKey).toBe(FAVORITES_QUERY_KEY);
    const keys = EVERY_QUERY.map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tell apart calls with different parameters', () => {
    const pairs: [QueryKey, QueryKey][] = [
      [coursesQuery({ grade: 'grade-7' }).queryKey, coursesQuery({ grade: 'grade-8' }).queryKey],
      [coursesQuery({ page: 1 }).queryKey, coursesQuery({ page: 2 }).queryKey],
      [blogPostsQuery({ tag: 'konkur' }).queryKey, blogPostsQuery({ category_slug: 'konkur' }).queryKey],
      [quizListQuery({ search: 'math' }).queryKey, quizListQuery({ search: 'math', per_page: 50 }).queryKey],
      [sponsorsQuery({ page: 1 }).queryKey, sponsorsQuery({ page: 2 }).queryKey],
      [dehkhodaSearchQuery({ q: 'کتاب', sort: 'title' }).queryKey, dehkhodaSearchQuery({ q: 'کتاب' }).queryKey],
      [dehkhodaEntriesQuery({ letter: 'ب' }).queryKey, dehkhodaEntriesQuery({ letter: 'پ' }).queryKey],
      [
        questionBankQuery({ topic: 'algebra', page: 1, per_page: 10 }).queryKey,
        questionBankQuery({ topic: 'geometry', page: 1, per_page: 10 }).queryKey,
      ],
      [feedbackListQuery({ course_slug: 'a' }).queryKey, feedbackListQuery({ course_slug: 'b' }).queryKey],
      [contentBySlugQuery('video-1').queryKey, contentDetailsQuery('video-1', 'math-7').queryKey],
      [quizRunQuestionQuery(7, 0).queryKey, quizRunQuestionQuery(7, 1).queryKey],
      [courseIndexQuery('جبر').queryKey, courseIndexQuery().queryKey],
      [siteSearchQuery('جبر').queryKey, siteSearchQuery('هندسه').queryKey],
    ];
    for (const [one, other] of pairs) expect(one).not.toEqual(other);
  });

  it('give equivalent parameters one key: nothing, {} and undefined entries ask the same', () => {
    const pairs: [QueryKey, QueryKey][] = [
      [coursesQuery().queryKey, coursesQuery({}).queryKey],
      [coursesQuery({ page: undefined, grade: 'grade-7' }).queryKey, coursesQuery({ grade: 'grade-7' }).queryKey],
      [blogPostsQuery().queryKey, blogPostsQuery({ search: undefined }).queryKey],
      [quizListQuery().queryKey, quizListQuery({}).queryKey],
      [sponsorsQuery().queryKey, sponsorsQuery({ page: undefined }).queryKey],
      [dehkhodaEntriesQuery().queryKey, dehkhodaEntriesQuery({}).queryKey],
      [courseIndexQuery().queryKey, courseIndexQuery('  ').queryKey],
      [dehkhodaEntryQuery(457).queryKey, dehkhodaEntryQuery(' 457 ').queryKey],
      [quizInfoQuery('MATH-7').queryKey, quizInfoQuery('math-7').queryKey],
      [currentQuizRunQuery('MATH-7').queryKey, currentQuizRunQuery('math-7').queryKey],
      [questionQuery('q1').queryKey, questionQuery('Q1').queryKey],
      [blogPostQuery(12).queryKey, blogPostQuery('12').queryKey],
    ];
    for (const [one, other] of pairs) expect(one).toStrictEqual(other);
  });

  it('file each call under its domain, so a change can refresh a whole family', () => {
    for (const key of EVERY_QUERY) expect(typeof key[0]).toBe('string');
    expect(isUnder(quizInfoQuery('math-7').queryKey, quizKeys.info)).toBe(true);
    expect(isUnder(quizRunQuestionQuery(7, 2).queryKey, quizKeys.runQuestions(7))).toBe(true);
    expect(isUnder(quizRunQuestionQuery(7, 2).queryKey, quizKeys.run(7))).toBe(true);
    expect(isUnder(quizRunQuestionQuery(8, 2).queryKey, quizKeys.run(7))).toBe(false);
    expect(isUnder(currentQuizRunQuery('math-7').queryKey, quizKeys.run(7))).toBe(false);
    expect(isUnder(questionBankQuery({ page: 3, per_page: 10 }).queryKey, questionKeys.bank)).toBe(true);
    expect(isUnder(questionQuery('Q1').queryKey, questionKeys.bank)).toBe(false);
    expect(isUnder(contentDetailsQuery('video-1', 'math-7').queryKey, contentBySlugQuery('video-1').queryKey)).toBe(
      true,
    );
    // A student's own report card refreshes without touching the cards others shared.
    expect(isUnder(sharedReportCardQuery('c0ffee').queryKey, reportCardQuery().queryKey)).toBe(false);
  });
});
