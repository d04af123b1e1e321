import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import { fetchQuestion, getQuestionSolution, searchQuestionBank, submitQuestionAnswer } from './question.ts';
import { withTestServer } from './test-server.ts';

/** Calls a function the way plain JavaScript could, without its argument, as typed code never would. */
function withoutArgument(call: (...args: never[]) => Promise<unknown>): () => Promise<unknown> {
  return () => Reflect.apply(call, undefined, []);
}

describe('question calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('every question call needs its request body', async () => {
    for (const call of [searchQuestionBank, fetchQuestion, getQuestionSolution, submitQuestionAnswer]) {
      expect(await missingParameter(withoutArgument(call))).toBe('body');
    }
  });
});

describe('question calls: bearer token (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });

  it('sends it for the solution and the answer check, and (to bring the student’s own answers) for the question', async () => {
    server.answer('/front/question/fetch', {
      status: 200,
      body: {
        data: {
          id: 1001,
          code: 'Q1001',
          body: 'حاصل $\\frac{1}{2}+\\frac{1}{3}$ کدام است؟',
          media_url: null,
          topic: { name: 'کسرها', slug: 'fractions' },
          grade: { name: 'هفتم', slug: 'grade-7' },
          difficulty: 'easy',
          options: [{ id: 10011, body: '$\\frac{5}{6}$' }],
        },
      },
    });
    server.answer('/front/question/get-solution', {
      status: 200,
      body: { data: { code: 'Q1001', correct_option_id: 10011, solution: 'مخرج مشترک ۶ است.' } },
    });
    expect((await fetchQuestion({ code: 'Q1001' })).options).toHaveLength(1);
    expect((await getQuestionSolution({ code: 'Q1001' })).solution).toBe('مخرج مشترک ۶ است.');
    expect(server.requests.slice(-2).map((request) => request.authorization)).toEqual([
      'Bearer signed-in-token',
      'Bearer signed-in-token',
    ]);
  });
});
