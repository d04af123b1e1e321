/** @jest-environment node */
import { withTestServer } from '@shared/api-client/testing';
import { declaredBy, describePageQueries, keysOf } from '@shared/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { bankPageQuery } from './features/question-bank/api/bank-queries.ts';
import { featuredQuizzesQuery, quizCardQuery, quizCatalogueQuery } from './features/quiz-catalogue/api/quiz-queries.ts';
import { routes } from './routes.ts';
import { quizCard } from './testing/quiz-fixtures.ts';
import { QUIZ } from './testing/render-quiz.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const declared = declaredBy(routes);

describePageQueries('quiz', {
  kit: QUIZ,
  table: routes,
  pages: [
    '/quiz',
    '/quiz?search=%20%DA%A9%D8%B3%D8%B1%20&grade=grade-7&subject=math&page=%DB%B2',
    '/quiz?page=abc',
    '/quiz/math-grade-7-fractions-percent',
    '/quiz/math-grade-7-fractions-percent/start',
    '/question',
    '/question?difficulty=hard&page=3',
    '/question/topic/fractions?difficulty=nonsense&page=%DB%B4',
    '/question/Q1001',
    '/landing/mahaExam',
  ],
});

describe('the queries the quiz pages declare', () => {
  it('reads the list’s search, filters and page as the list page does', () => {
    expect(keysOf(declared('/quiz?search=%20%DA%A9%D8%B3%D8%B1%20&grade=grade-7&page=%DB%B2'))).toEqual(
      keysOf([quizCatalogueQuery({ search: 'کسر', grade: 'grade-7', subject: '', page: 2 })]),
    );
    expect(keysOf(declared('/quiz'))).toEqual(
      keysOf([quizCatalogueQuery({ search: '', grade: '', subject: '', page: 1 })]),
    );
  });

  it('reads the bank’s topic, difficulty and page as the bank page does', () => {
    expect(keysOf(declared('/question/topic/fractions?difficulty=easy&page=2'))).toEqual(
      keysOf([bankPageQuery('fractions', 'easy', 2)]),
    );
    expect(keysOf(declared('/question?difficulty=nonsense'))).toEqual(keysOf([bankPageQuery(undefined, undefined, 1)]));
  });

  it('declares a quiz’s public card (the server renders as a guest) and the landing’s suggested quizzes', () => {
    expect(keysOf(declared('/quiz/QZ1001/start'))).toEqual(keysOf([quizCardQuery('QZ1001')]));
    expect(keysOf(declared('/landing/mahaExam'))).toEqual(keysOf([featuredQuizzesQuery(6)]));
  });

  describe('a quiz the list does not have', () => {
    const api = withTestServer();

    const listOf = (cards: ReturnType<typeof quizCard>[]) => ({
      status: 200,
      body: { data: cards, meta: { current_page: 1, last_page: 1, per_page: 50, total: cards.length } },
    });

    it('fails the fetch as a 404, so the server answers «not found» instead of rendering a page that throws', async () => {
      api.answer('/front/course/quiz/list', listOf([quizCard({ slug: 'another-quiz', code: 'QZ2000' })]));
      const [query] = declared('/quiz/math-grade-7-fractions-percent');
      await expect(new QueryClient().fetchQuery(query!)).rejects.toMatchObject({ status: 404 });
    });

    it('keeps the list as the page reads it when the quiz is there (by slug or code)', async () => {
      api.answer('/front/course/quiz/list', listOf([quizCard()]));
      const [query] = declared('/quiz/qz1001');
      await expect(new QueryClient().fetchQuery(query!)).resolves.toMatchObject({ data: [quizCard()] });
    });
  });
});
