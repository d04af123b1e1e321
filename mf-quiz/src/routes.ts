import { confirmedQuery, questionQuery } from '@shared/api-client';
import type { AreaRoutes, PageAddress } from '@shared/registry';
import { bankPageQuery } from './features/question-bank/api/bank-queries.ts';
import { cardOf, quizCardQuery, quizCatalogueQuery } from './features/quiz-catalogue/api/quiz-queries.ts';
import { difficultyOf } from './lib/difficulty.ts';
import { pageNumberOf } from './lib/numbers.ts';
import { examLandingHead, questionHead, quizHead } from './page-heads.ts';
import { examLandingQueries } from './pages/ExamLanding.data.ts';

/*
 * What each public page renders its content from, fetched by the site server
 * before it renders the page (and handed to the browser, which hydrates with
 * it): the same factories with the same arguments as the page's own hooks, so
 * the page finds them in the cache (src/routes.test.ts checks the keys).
 */

/** `/quiz`: the page of the list its address names, its search and filters read as QuizList reads them. */
const quizListQueries = ({ search }: PageAddress) => [
  quizCatalogueQuery({
    search: (search.get('search') ?? '').trim(),
    grade: search.get('grade') ?? '',
    subject: search.get('subject') ?? '',
    page: pageNumberOf(search.get('page')),
  }),
];

/**
 * A quiz's page as the server renders it: for a guest, since the session is
 * `out` until the browser takes over, so useQuiz shows the public card, found
 * in the list; a quiz the list does not have is a 404.
 */
const quizQueries = ({ params }: PageAddress) => {
  const slug = params.slug ?? '';
  return [confirmedQuery(quizCardQuery(slug), (list) => cardOf(list, slug))];
};

/** The bank, all of it or a topic's (an unknown topic is the API's 404), at the address's difficulty and page. */
const bankQueries = ({ params, search }: PageAddress) => [
  bankPageQuery(params.topic, difficultyOf(search.get('difficulty')), pageNumberOf(search.get('page'))),
];

/**
 * The quiz area's pages: quizzes, their runs and results, the question bank
 * and the exam landing. The build turns this into the release's routes.json
 * and exposes each page; adding a page is a row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/quiz', '/question', '/landing/mahaExam'],
  routes: [
    { path: '/quiz', page: 'QuizList', layout: 'default', title: 'آزمون‌ها', sitemap: true, queries: quizListQueries },
    // A run holds the student's answers: the site never reloads itself under it.
    { path: '/quiz/run/:code', page: 'QuizRun', layout: 'course', guard: 'auth', title: 'آزمون', noAutoReload: true },
    // A result is one student's: never a search result (the rows below too).
    { path: '/quiz/run/:code/result/:id', page: 'RunResult', layout: 'default', title: 'نتیجهٔ آزمون', noindex: true },
    {
      path: '/quiz/run/:code/result/:id/full',
      page: 'RunResult',
      layout: 'default',
      title: 'پاسخ‌نامهٔ کامل',
      noindex: true,
    },
    // A quiz's pages, its results too: a guest's result page is a login prompt, but for a quiz that exists.
    { path: '/quiz/:slug', page: 'QuizPage', layout: 'default', title: 'آزمون', queries: quizQueries, head: quizHead },
    {
      path: '/quiz/:slug/start',
      page: 'QuizStart',
      layout: 'default',
      title: 'شروع آزمون',
      queries: quizQueries,
      head: quizHead,
    },
    {
      path: '/quiz/:slug/result',
      page: 'QuizResult',
      layout: 'default',
      title: 'نتیجهٔ آزمون',
      noindex: true,
      queries: quizQueries,
    },
    {
      path: '/quiz/:slug/result/full',
      page: 'QuizResult',
      layout: 'default',
      title: 'پاسخ‌نامهٔ کامل',
      noindex: true,
      queries: quizQueries,
    },
    {
      path: '/quiz/:slug/result/final-result',
      page: 'QuizResult',
      layout: 'default',
      title: 'کارنامهٔ نهایی',
      noindex: true,
      queries: quizQueries,
    },
    {
      path: '/question',
      page: 'QuestionBank',
      layout: 'default',
      title: 'بانک سؤال',
      sitemap: true,
      queries: bankQueries,
    },
    {
      path: '/question/topic/:topic',
      page: 'QuestionBank',
      layout: 'default',
      title: 'سؤال‌های مبحث',
      queries: bankQueries,
    },
    {
      path: '/question/:code',
      page: 'Question',
      layout: 'default',
      title: 'سؤال',
      queries: ({ params }) => [questionQuery(params.code ?? '')],
      head: questionHead,
    },
    {
      path: '/landing/mahaExam',
      page: 'ExamLanding',
      layout: 'default',
      title: 'آزمون ماها',
      sitemap: true,
      queries: examLandingQueries,
      head: examLandingHead,
    },
  ],
  /** Pages of other areas these pages link to: promote keeps them served. */
  links: ['/course/:slug'],
} satisfies AreaRoutes;
