import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import {
  checkCurrentQuizRun,
  finishQuizRun,
  getQuizInfo,
  getQuizList,
  getQuizRunQuestion,
  getQuizRunQuestionSolution,
  getQuizRunResult,
  startQuizRun,
  submitQuizRunAnswer,
} from './quiz.ts';
import { withTestServer } from './test-server.ts';

/** Calls a function the way plain JavaScript could, without its argument, as typed code never would. */
function withoutArgument(call: (...args: never[]) => Promise<unknown>): () => Promise<unknown> {
  return () => Reflect.apply(call, undefined, []);
}

describe('quiz calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('every quiz run call needs its request body', async () => {
    const calls = [
      startQuizRun,
      checkCurrentQuizRun,
      getQuizRunQuestion,
      submitQuizRunAnswer,
      getQuizRunQuestionSolution,
      finishQuizRun,
      getQuizRunResult,
    ];
    for (const call of calls) expect(await missingParameter(withoutArgument(call))).toBe('body');
  });

  it("a quiz's public info needs its quizCode", async () => {
    expect(await missingParameter(() => getQuizInfo(''))).toBe('quizCode');
    expect(await missingParameter(() => getQuizInfo('   '))).toBe('quizCode');
  });
});

describe('quiz calls: bearer token (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });

  it('sends the bearer token on quiz run calls', async () => {
    server.answer('/front/course/quiz/run/check-current-quiz', { status: 200, body: { data: null } });
    expect(await checkCurrentQuizRun({ quiz_code: 'QZ1001' })).toBeNull();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/front/course/quiz/run/check-current-quiz',
      authorization: 'Bearer signed-in-token',
    });
  });

  it('sends none on the public quiz list', async () => {
    server.answer('/front/course/quiz/list', {
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } },
    });
    await getQuizList({ search: 'ریاضی' });
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/course/quiz/list', authorization: undefined });
  });
});
