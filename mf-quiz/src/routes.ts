import { questionQuery } from '@shared/api-client';
import type { AreaRoutes } from '@shared/registry';

/**
 * The quiz area's pages: quizzes, their runs and results, the question bank
 * and the exam landing. The build turns this into the release's routes.json
 * and exposes each page; adding a page is a row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/quiz', '/question', '/landing/mahaExam'],
  routes: [
    { path: '/quiz', page: 'QuizList', layout: 'default', title: 'آزمون‌ها', sitemap: true },
    { path: '/quiz/run/:code', page: 'QuizRun', layout: 'course', guard: 'auth', title: 'آزمون' },
    { path: '/quiz/run/:code/result/:id', page: 'RunResult', layout: 'default', title: 'نتیجهٔ آزمون' },
    { path: '/quiz/run/:code/result/:id/full', page: 'RunResult', layout: 'default', title: 'پاسخ‌نامهٔ کامل' },
    { path: '/quiz/:slug', page: 'QuizPage', layout: 'default', title: 'آزمون' },
    { path: '/quiz/:slug/start', page: 'QuizStart', layout: 'default', title: 'شروع آزمون' },
    { path: '/quiz/:slug/result', page: 'QuizResult', layout: 'default', title: 'نتیجهٔ آزمون' },
    { path: '/quiz/:slug/result/full', page: 'QuizResult', layout: 'default', title: 'پاسخ‌نامهٔ کامل' },
    { path: '/quiz/:slug/result/final-result', page: 'QuizResult', layout: 'default', title: 'کارنامهٔ نهایی' },
    { path: '/question', page: 'QuestionBank', layout: 'default', title: 'بانک سؤال', sitemap: true },
    { path: '/question/topic/:topic', page: 'QuestionBank', layout: 'default', title: 'سؤال‌های مبحث' },
    {
      path: '/question/:code',
      page: 'Question',
      layout: 'default',
      title: 'سؤال',
      queries: ({ params }) => [questionQuery(params.code ?? '')],
    },
    { path: '/landing/mahaExam', page: 'ExamLanding', layout: 'default', title: 'آزمون ماها', sitemap: true },
  ],
  /** Pages of other areas these pages link to: promote keeps them served. */
  links: ['/course/:slug'],
} satisfies AreaRoutes;
