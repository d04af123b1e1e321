/** @jest-environment node */
import { describeServerPages } from '@shared/ui/testing';
import { routes } from './routes.ts';
import { questionDetail } from './testing/bank-fixtures.ts';
import { QUIZ } from './testing/render-quiz.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const QUIZ_LOADING = 'در حال بارگذاری آزمون';
/** A guest's result pages: the server renders every page as a guest's first view. */
const LOG_IN_FOR_RESULT = 'برای دیدن آن وارد شوید';

describeServerPages('quiz', {
  kit: QUIZ,
  table: routes,
  params: { code: 'Q1001', id: '12', slug: 'math-grade-7-fractions-percent', topic: 'fractions' },
  answers: { '/front/question/fetch': { data: questionDetail() } },
  expected: {
    '/quiz': 'جست‌وجو در آزمون‌ها',
    '/quiz/run/:code/result/:id': LOG_IN_FOR_RESULT,
    '/quiz/run/:code/result/:id/full': LOG_IN_FOR_RESULT,
    '/quiz/:slug': QUIZ_LOADING,
    '/quiz/:slug/start': QUIZ_LOADING,
    '/quiz/:slug/result': LOG_IN_FOR_RESULT,
    '/quiz/:slug/result/full': LOG_IN_FOR_RESULT,
    '/quiz/:slug/result/final-result': LOG_IN_FOR_RESULT,
    '/question': 'بانک سؤال',
    '/question/topic/:topic': 'سؤال‌های موضوع',
    // The question is fetched first (the route module names it): its text, with its formulas typeset, is in the HTML.
    '/question/:code': 'کدام است؟',
    '/landing/mahaExam': 'آزمون ماها',
  },
});
